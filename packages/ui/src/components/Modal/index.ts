export type { ErrorModalProps } from './ErrorModal';
export { ErrorModal } from './ErrorModal';
export type { ModalProps, ModalVariant } from './Modal';
export { MODAL_VARIANTS, Modal } from './Modal';
