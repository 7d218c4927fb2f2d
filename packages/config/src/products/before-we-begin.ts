import type { SchemeUrlName } from '@brand/domain';
import type { BeforeWeBeginConfig } from './product-config';

/**
 * What to have to hand before each product's quote (spec 000 §2), by product. Its own small module:
 * the product entry, the first screen a visitor sees, shows it without loading the products' whole
 * configuration (their forms), which the quote's own screens load with their route.
 */
export const BEFORE_WE_BEGIN: Readonly<Record<SchemeUrlName, BeforeWeBeginConfig>> = {
  flex: {
    checklist: [
      'proposal.beforeWeBegin.checklist.registration',
      'proposal.beforeWeBegin.checklist.licence',
      'proposal.beforeWeBegin.checklist.history',
      'proposal.beforeWeBegin.checklist.paymentCard',
    ],
    asksRetailerNumber: false,
  },
  driveaway: {
    checklist: [
      'proposal.beforeWeBegin.checklist.retailer',
      'proposal.beforeWeBegin.checklist.registration',
      'proposal.beforeWeBegin.checklist.licence',
      'proposal.beforeWeBegin.checklist.history',
    ],
    asksRetailerNumber: true,
  },
};
