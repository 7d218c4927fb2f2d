// @brand/domain: the public API. Each folder's index.ts lists its exports by name; this file only
// gathers the folders, so an export's one place of record is the barrel beside its code.
export * from './audit';
export * from './billing';
export * from './contact';
export * from './dates';
export * from './disclosure';
export * from './enums';
export { ConfigurationError } from './errors';
export * from './feedback';
export * from './money';
export * from './policy';
export * from './promotions';
export * from './uploads';
export * from './vehicle';
