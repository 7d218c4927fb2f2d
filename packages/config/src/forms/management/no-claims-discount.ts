import { defineForm } from '../define-form';
import { carriedInput } from '../inputs/carried-inputs';
import { noClaimsDiscountInputs, POLICYHOLDER_DATE_OF_BIRTH_INPUT } from '../inputs/cover-inputs';
import { ADMIN_ONLY_READ_ONLY } from './read-only';

/** Management: the no-claims discount and its type, which only an admin may change. */
export const managementNoClaimsDiscountForm = defineForm({
  id: 'management.noClaimsDiscount',
  title: 'forms.management.noClaimsDiscount.title',
  inputs: [
    carriedInput(POLICYHOLDER_DATE_OF_BIRTH_INPUT),
    ...noClaimsDiscountInputs().map((input) => ({ ...input, readOnly: ADMIN_ONLY_READ_ONLY })),
  ],
});
