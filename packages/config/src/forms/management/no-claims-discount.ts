import { defineForm } from '../define-form';
import { carriedAnswers } from '../inputs/carried-inputs';
import { noClaimsDiscountInputs, POLICYHOLDER_DATE_OF_BIRTH_INPUT } from '../inputs/cover-inputs';
import { ADMIN_ONLY_READ_ONLY } from './read-only';

const carried = carriedAnswers([POLICYHOLDER_DATE_OF_BIRTH_INPUT]);

/** Management: the no-claims discount and its type, which only an admin may change. */
export const managementNoClaimsDiscountForm = defineForm({
  id: 'management.noClaimsDiscount',
  title: 'forms.management.noClaimsDiscount.title',
  reads: carried.reads,
  inputs: [
    ...carried.inputs,
    ...noClaimsDiscountInputs().map((input) => ({ ...input, readOnly: ADMIN_ONLY_READ_ONLY })),
  ],
});
