import { ConfigurationError, type SchemeUrlName } from '@brand/domain';
import { schemeByCode } from '../schemes';
import { DRIVEAWAY_PRODUCT } from './driveaway';
import { FLEX_PRODUCT } from './flex';
import type { AssetTypeConfig, ProductConfig } from './product-config';

/** Each scheme's product configuration. */
export const PRODUCT_CONFIGS = {
  flex: FLEX_PRODUCT,
  driveaway: DRIVEAWAY_PRODUCT,
} as const satisfies Record<SchemeUrlName, ProductConfig>;

/** The product configuration of a scheme's URL name; throws ConfigurationError for an unknown one. */
export function productConfigFor(productUrlName: string): ProductConfig {
  if (!Object.hasOwn(PRODUCT_CONFIGS, productUrlName)) {
    throw new ConfigurationError(`No product configuration for ${productUrlName}`);
  }
  return PRODUCT_CONFIGS[productUrlName as SchemeUrlName];
}

/** The product configuration of a platform scheme code ("No scheme for code X" when unknown). */
export function productConfigForScheme(schemeCode: string): ProductConfig {
  return productConfigFor(schemeByCode(schemeCode).productUrlName);
}

/** The product's core asset type; a product without exactly one is a configuration error ("No core asset"). */
export function coreAssetType(product: Pick<ProductConfig, 'assetTypes'>): AssetTypeConfig {
  const cores = product.assetTypes.filter((asset) => asset.core);
  if (cores.length !== 1) throw new ConfigurationError('No core asset');
  return cores[0] as AssetTypeConfig;
}
