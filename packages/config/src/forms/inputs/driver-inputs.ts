import type { InputDefinition } from '@brand/forms';
import { claimsHistoryInput } from './history-inputs';
import { drivingLicenceInputs } from './licence-inputs';
import {
  dateOfBirthInput,
  declarationsInput,
  employmentInputs,
  maritalStatusInput,
  nameInput,
  relationshipInput,
} from './person-inputs';
import { DRIVER_SCOPE } from './profile-scope';

/**
 * An additional driver's questions: the policyholder's profile without address and home
 * ownership (and without contact details), plus the relationship to the policyholder. Names are
 * relative to the driver (a question-loop item or the driver profile form).
 */
export const ADDITIONAL_DRIVER_INPUTS: readonly InputDefinition[] = [
  nameInput(DRIVER_SCOPE),
  dateOfBirthInput(DRIVER_SCOPE),
  relationshipInput(DRIVER_SCOPE),
  maritalStatusInput(DRIVER_SCOPE),
  ...employmentInputs(DRIVER_SCOPE),
  declarationsInput(DRIVER_SCOPE),
  ...drivingLicenceInputs(DRIVER_SCOPE),
  claimsHistoryInput(DRIVER_SCOPE),
];

/** Names of the driver inputs shown in each driver's summary line. */
export const ADDITIONAL_DRIVER_SUMMARY: readonly string[] = ['name', 'relationshipToInsured'];
