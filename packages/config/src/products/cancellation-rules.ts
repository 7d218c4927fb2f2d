import {
  type CancellationRules,
  COOLING_OFF_DAYS,
  type CoolingOffCancellationRule,
  type SchemeUrlName,
} from '@brand/domain';
import type { ProductConfig } from './product-config';

/**
 * The cooling-off periods before each scheme's own cancellation rule (ADR 0039). Flex: the right
 * to cancel within 14 days of the cover's start or of receiving the documents at the bind,
 * whichever ends later (ICOBS 7.1), with a reason only and a full refund. Drive-away: none, as a
 * contract of under a month carries no right to cancel (ICOBS 7.1.4R); its Standard rule applies
 * from the start. Kept apart from the product objects so the pages that never cancel do not load it.
 */
export const COOLING_OFF_PERIODS = {
  flex: [
    { type: 'CoolingOff', days: COOLING_OFF_DAYS, startAt: 'Inception' },
    { type: 'CoolingOff', days: COOLING_OFF_DAYS, startAt: 'Bind' },
  ],
  driveaway: [],
} as const satisfies Record<SchemeUrlName, readonly CoolingOffCancellationRule[]>;

/** A product's cancellation rules: its own rule and the cooling-off periods before it. */
export function cancellationRulesOf(
  product: Pick<ProductConfig, 'scheme' | 'cancellation'>,
): CancellationRules {
  const { reasons: _reasons, daysToDefer: _days, formId: _form, ...rule } = product.cancellation;
  return { ...rule, coolingOff: COOLING_OFF_PERIODS[product.scheme] };
}
