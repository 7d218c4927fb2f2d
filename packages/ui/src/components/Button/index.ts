export type { ButtonProps, ButtonVariant } from './Button';
export { Button } from './Button';
export type { ConfirmDiscardProps } from './ConfirmDiscard';
export { ConfirmDiscard } from './ConfirmDiscard';
