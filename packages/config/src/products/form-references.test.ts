import { isFormId } from '../forms';
import { PRODUCT_CONFIGS } from './products';

// Product configurations name forms by id; this pins every name to a form that exists, so a
// renamed form fails here rather than at run time.
describe('form references of the product configurations', () => {
  it.each(Object.entries(PRODUCT_CONFIGS))('name only existing forms (%s)', (_scheme, product) => {
    const referenced = [
      product.cancellation.formId,
      product.renewal.optOutFormId,
      product.uploads.formId,
      product.summary.termsFormId,
      product.accountSetup.formId,
      product.expiredProposal.formId,
      product.feedback.formId,
      product.disclosures.additionalDriverFormId,
      ...product.disclosures.sections.map((s) => s.formId),
      ...product.management.sections.map((s) => s.formId),
    ];
    expect(referenced.filter((id) => !isFormId(id))).toEqual([]);
  });
});
