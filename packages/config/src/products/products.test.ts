import {
  CANCELLATION_REASONS,
  COVERS_BY_SCHEME,
  ConfigurationError,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  isValidVoluntaryExcess,
  MAX_ADDITIONAL_DRIVERS,
  SCHEME_URL_NAMES,
  UPLOAD_MAX_BYTES,
} from '@brand/domain';
import { DRIVEAWAY_SCHEME_CODE, FLEX_SCHEME_CODE } from '../schemes';
import { cancellationRulesOf } from './cancellation-rules';
import { DRIVEAWAY_PRODUCT } from './driveaway';
import { feedbackActionFor } from './feedback-action-for';
import { FEEDBACK_ACTIONS } from './feedback-actions';
import { FLEX_PRODUCT } from './flex';
import type { ProductConfig } from './product-config';
import {
  coreAssetType,
  PRODUCT_CONFIGS,
  productConfigFor,
  productConfigForScheme,
} from './products';
import { UPLOAD_TYPES } from './upload-types';

const PRODUCTS: readonly ProductConfig[] = Object.values(PRODUCT_CONFIGS);

describe('product configurations', () => {
  it('exist for every scheme, flex a subscription and driveaway a drive-away product', () => {
    expect(Object.keys(PRODUCT_CONFIGS)).toEqual([...SCHEME_URL_NAMES]);
    expect(FLEX_PRODUCT.productKind).toBe('SUBSCRIPTION');
    expect(DRIVEAWAY_PRODUCT.productKind).toBe('DRIVEAWAY');
    for (const [scheme, product] of Object.entries(PRODUCT_CONFIGS)) {
      expect(product.scheme).toBe(scheme);
    }
  });

  it('are found by URL name and by scheme code', () => {
    expect(productConfigFor('flex')).toBe(FLEX_PRODUCT);
    expect(productConfigForScheme(FLEX_SCHEME_CODE)).toBe(FLEX_PRODUCT);
    expect(productConfigForScheme(DRIVEAWAY_SCHEME_CODE)).toBe(DRIVEAWAY_PRODUCT);
  });

  it('raise a configuration error for an unknown product or scheme', () => {
    expect(() => productConfigFor('annual')).toThrow(ConfigurationError);
    expect(() => productConfigFor('toString')).toThrow('No product configuration for toString');
    expect(() => productConfigForScheme('X')).toThrow('No scheme for code X');
  });

  it('have exactly one core asset, the car', () => {
    for (const product of PRODUCTS) expect(coreAssetType(product).assetType).toBe('vehicle');
    expect(() => coreAssetType({ assetTypes: [] })).toThrow('No core asset');
    const twoCores = { assetType: 'vehicle', core: true, optionalCovers: [] } as const;
    expect(() => coreAssetType({ assetTypes: [twoCores, twoCores] })).toThrow(ConfigurationError);
  });

  it('take their covers from the domain, with add-ons only on flex', () => {
    expect(FLEX_PRODUCT.covers.included).toBe(COVERS_BY_SCHEME.flex.included);
    expect(FLEX_PRODUCT.covers.optional).toBe(COVERS_BY_SCHEME.flex.optional);
    expect(DRIVEAWAY_PRODUCT.covers.optional).toEqual([]);
    expect(coreAssetType(FLEX_PRODUCT).optionalCovers).toEqual(FLEX_PRODUCT.covers.optional);
    for (const product of PRODUCTS) {
      for (const code of product.covers.withInfo) {
        expect([...product.covers.included, ...product.covers.optional]).toContain(code);
      }
    }
  });

  it('cancel as Standard with 30 days of deferral and the domain reasons', () => {
    for (const product of PRODUCTS) {
      expect(product.cancellation).toMatchObject({ type: 'Standard', daysToDefer: 30 });
      expect(product.cancellation.reasons).toBe(CANCELLATION_REASONS);
      expect(product.renewal.optOutReasons).toBe(CANCELLATION_REASONS);
    }
  });

  it('give flex 14 days of cooling-off from inception or the bind, and drive-away none (ADR 0039)', () => {
    expect(cancellationRulesOf(FLEX_PRODUCT)).toEqual({
      type: 'Standard',
      coolingOff: [
        { type: 'CoolingOff', days: 14, startAt: 'Inception' },
        { type: 'CoolingOff', days: 14, startAt: 'Bind' },
      ],
    });
    expect(cancellationRulesOf(DRIVEAWAY_PRODUCT)).toEqual({ type: 'Standard', coolingOff: [] });
  });

  it('let flex customers choose a voluntary excess of 0 to 300 and driveaway customers none', () => {
    expect(FLEX_PRODUCT.excess.isAdjustable).toBe(true);
    expect(FLEX_PRODUCT.excess.voluntaryExcess).toEqual([0, 100, 200, 300]);
    expect(isValidVoluntaryExcess(300, FLEX_PRODUCT.excess.voluntaryExcess)).toBe(true);
    expect(isValidVoluntaryExcess(400, FLEX_PRODUCT.excess.voluntaryExcess)).toBe(false);
    expect(DRIVEAWAY_PRODUCT.excess.isAdjustable).toBe(false);
    expect(DRIVEAWAY_PRODUCT.excess.voluntaryExcess).toEqual([]);
  });

  it('offer the auto-renewal toggle on flex only, defaulting to on', () => {
    expect(FLEX_PRODUCT.renewal).toMatchObject({ allowModifyAutoRenewal: true });
    expect(FLEX_PRODUCT.renewal.autoRenewalOptions).toEqual([true, false]);
    expect(DRIVEAWAY_PRODUCT.renewal.allowModifyAutoRenewal).toBe(false);
    expect(DRIVEAWAY_PRODUCT.renewal.autoRenewalOptions).toEqual([]);
  });

  it('accept uploads of up to 10 MB of the spec file types, each type once with a purpose', () => {
    for (const product of PRODUCTS) {
      expect(product.uploads.maxSize).toBe(UPLOAD_MAX_BYTES);
      expect(product.uploads.accept).toEqual([
        'png',
        'jpg',
        'jpeg',
        'heic',
        'pdf',
        'doc',
        'docx',
        'rtf',
      ]);
      expect(product.uploads.maxFiles).toBeGreaterThanOrEqual(1);
      const types = product.uploads.types.map((t) => t.type);
      expect(new Set(types).size).toBe(types.length);
      for (const type of types) expect(UPLOAD_TYPES).toContain(type);
      for (const upload of product.uploads.types) expect(upload.purpose).toMatch(/^[A-Z0-9_]+$/);
    }
  });

  it('allow 4 additional drivers', () => {
    for (const product of PRODUCTS)
      expect(product.maxAdditionalProfiles).toBe(MAX_ADDITIONAL_DRIVERS);
  });

  it('upgrade driveaway to flex and nothing else', () => {
    expect(DRIVEAWAY_PRODUCT.upgradeTo).toBe('flex');
    expect(FLEX_PRODUCT.upgradeTo).toBeNull();
  });

  it('ask the retailer number before beginning only on driveaway', () => {
    expect(DRIVEAWAY_PRODUCT.beforeWeBegin.asksRetailerNumber).toBe(true);
    expect(FLEX_PRODUCT.beforeWeBegin.asksRetailerNumber).toBe(false);
  });
});

describe('feedback actions', () => {
  it('cover every rating from 1 to 10 exactly once', () => {
    for (let rating = FEEDBACK_RATING_MIN; rating <= FEEDBACK_RATING_MAX; rating += 1) {
      const rows = FEEDBACK_ACTIONS.filter((r) => rating >= r.minRating && rating <= r.maxRating);
      expect({ rating, rows: rows.length }).toEqual({ rating, rows: 1 });
    }
  });

  it('invite a trust-rating review from 9 and thank the customer below', () => {
    expect(feedbackActionFor(FEEDBACK_ACTIONS, 8)).toBe('confirmation');
    expect(feedbackActionFor(FEEDBACK_ACTIONS, 9)).toBe('trustPilot');
    expect(feedbackActionFor(FEEDBACK_ACTIONS, 10)).toBe('trustPilot');
    expect(feedbackActionFor(FEEDBACK_ACTIONS, 1)).toBe('confirmation');
  });

  it('give no action for a rating outside 1 to 10 or a gap in the table', () => {
    expect(feedbackActionFor(FEEDBACK_ACTIONS, 0)).toBeNull();
    expect(feedbackActionFor(FEEDBACK_ACTIONS, 11)).toBeNull();
    expect(feedbackActionFor(FEEDBACK_ACTIONS, 9.5)).toBeNull();
    expect(feedbackActionFor([], 5)).toBeNull();
  });

  it('are configured for cancellation, mta and purchase on both products', () => {
    for (const product of PRODUCTS)
      expect(product.feedback.types).toEqual(['cancellation', 'mta', 'purchase']);
  });
});
