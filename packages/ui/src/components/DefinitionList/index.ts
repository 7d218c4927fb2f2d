export type {
  DefinitionListProps,
  DefinitionRow,
  DefinitionRowAction,
} from './DefinitionList';
export { DefinitionList } from './DefinitionList';
