export { deepEqual } from './deep-equal';
export { evaluateCondition, isConditionKind } from './evaluate-condition';
export type { ScopeView } from './visibility';
export {
  isInputReadOnly,
  isInputVisible,
  itemScope,
  settleValues,
  visibleInputs,
  visibleItemInputs,
} from './visibility';
