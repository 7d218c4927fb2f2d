// React-side wiring of the brand's forms: data sources over the shipped tables and the translate
// function over the translation sets. The stories live beside these but are not exported.

// The translate function lives in the core (no React); kept here for existing importers.
export { createTranslate } from '../translations/translate';
export type { ConfigDataSourcesOptions } from './config-data-sources';
export { createConfigDataSources } from './config-data-sources';
export { DEMO_ADDRESSES, DEMO_VEHICLES } from './demo-data';
