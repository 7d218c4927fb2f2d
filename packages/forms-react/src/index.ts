// @brand/forms-react: Formik bindings that render @brand/forms definitions through the @brand/ui controls.
export type {
  Address,
  AddressSearchResult,
  FormDataSources,
  LookupItem,
  VehicleSpecification,
  VehicleValue,
} from './data-sources';
export type { FormDefinitionErrorProps } from './FormDefinitionError';
export { FormDefinitionError } from './FormDefinitionError';
export type { ErrorSummaryMode, FormActionsState, FormRendererProps } from './FormRenderer';
export { Form, FormRenderer } from './FormRenderer';
export type { InputFieldProps } from './InputField';
export { InputField } from './InputField';
export type { InputRenderersProps } from './InputRenderers';
export { InputRenderers } from './InputRenderers';
export type { InMemoryAddress, InMemoryData, InMemoryVehicle } from './in-memory-data-sources';
export { createInMemoryDataSources } from './in-memory-data-sources';
export type { InputComponent, InputComponentProps, InputRegistryEntry } from './input-props';
export { inputDomId } from './input-props';
export type { InputPredicate, InputRendererEntry, InputTester } from './input-testers';
export {
  and,
  DEFAULT_RANK,
  inputNameIs,
  inputTypeIs,
  NOT_APPLICABLE,
  rankWith,
} from './input-testers';
export type { FormChatAction, FormChatActionProviderProps } from './inputs/form-chat-action';
export { FormChatActionProvider, useFormChatAction } from './inputs/form-chat-action';
export { itemSummary } from './inputs/QuestionLoopInput';
export { canSearchTable, lookupSettingsFor } from './lookup-settings';
export { INPUT_COMPONENTS, INPUT_REGISTRY, inputComponentFor } from './registry';
export { DEFAULT_INPUT_RENDERERS, rendererFor, useInputRenderers } from './renderer-registry';
export type { Translate, TranslateParams } from './translate';
export { defaultTranslate, interpolate, translateError, translateErrors } from './translate';
export type { ChangeOrConfirm } from './useChangeOrConfirm';
export { useChangeOrConfirm } from './useChangeOrConfirm';
export type { FormMachineBinding } from './useFormMachine';
export { useFormMachine } from './useFormMachine';
export type { Lookup, LookupOptions } from './useLookup';
export { useLookup } from './useLookup';
