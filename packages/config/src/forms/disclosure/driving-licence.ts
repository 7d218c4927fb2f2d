import { defineForm } from '../define-form';
import { carriedAnswers } from '../inputs/carried-inputs';
import { POLICYHOLDER_DATE_OF_BIRTH_INPUT } from '../inputs/cover-inputs';
import { drivingLicenceInputs } from '../inputs/licence-inputs';
import { POLICYHOLDER_SCOPE } from '../inputs/profile-scope';

const carried = carriedAnswers([POLICYHOLDER_DATE_OF_BIRTH_INPUT]);

/** Driving licence: licence type and date, convictions, driving declarations and other cars. */
export const drivingLicenceForm = defineForm({
  id: 'disclosure.drivingLicence',
  title: 'forms.disclosure.drivingLicence.title',
  description: 'forms.disclosure.drivingLicence.description',
  reads: carried.reads,
  inputs: [...carried.inputs, ...drivingLicenceInputs(POLICYHOLDER_SCOPE)],
});
