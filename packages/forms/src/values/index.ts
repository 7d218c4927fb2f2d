export { isBlank } from './blank';
export type { FormValues } from './form-values';
export { asFormValues, isRecord } from './form-values';
export { getValue, pathSegments, setValue, unsetValue } from './paths';
export { pruneHiddenValues } from './prune';
