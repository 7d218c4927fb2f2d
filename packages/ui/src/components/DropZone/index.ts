export type {
  DropZoneFile,
  DropZoneProps,
  DropZoneRejection,
  DropZoneRejectionMessages,
} from './DropZone';
export { DropZone } from './DropZone';
