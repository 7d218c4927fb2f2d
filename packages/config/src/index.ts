// @brand/config: the brand's configuration as typed data. Each folder's index.ts lists its exports.
export * from './forms';
export * from './lookups';
export * from './products';
export * from './promotions';
export * from './schemes';
export * from './settings';
export * from './translations';
