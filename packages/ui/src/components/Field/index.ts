export type { ControlWidth } from './control-styles';
export { CONTROL_WIDTHS, controlMaxWidth, controlStyles } from './control-styles';
export type {
  FieldBaseProps,
  FieldBlurHandler,
  FieldErrorProps,
  FieldHintProps,
  FieldIds,
  FieldProps,
  FieldSetProps,
} from './Field';
export {
  Field,
  FieldError,
  FieldFrame,
  FieldHint,
  FieldLabelContent,
  FieldSet,
  hasContent,
  useFieldIds,
} from './Field';
