export type { Address, AddressSearchResult } from './address';
export { isBlank } from './blank';
export type { FormValues } from './form-values';
export { asFormValues, isRecord } from './form-values';
export type { LookupItem } from './lookup-item';
export { getValue, pathSegments, setValue, unsetValue } from './paths';
export { pruneHiddenValues } from './prune';
export type { QuestionLoopValue } from './question-loop';
export type { VehicleSpecification, VehicleValue } from './vehicle';
