// React-side wiring of the brand's forms: data sources over the shipped tables and the translate
// function over the translation sets. The stories live beside these but are not exported.
export type { ConfigDataSourcesOptions } from './config-data-sources';
export { createConfigDataSources } from './config-data-sources';
export { DEMO_ADDRESSES, DEMO_VEHICLES } from './demo-data';
export { createTranslate } from './translate';
