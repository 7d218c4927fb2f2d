import { defineForm } from '../define-form';
import { addressInput } from '../inputs/contact-inputs';
import {
  dateOfBirthInput,
  declarationsInput,
  employmentInputs,
  homeOwnershipInput,
  maritalStatusInput,
  nameInput,
} from '../inputs/person-inputs';
import { POLICYHOLDER_SCOPE, profileInput } from '../inputs/profile-scope';

/** About you: the policyholder's name, birth, address, home, family, work and declarations. */
export const aboutYouForm = defineForm({
  id: 'disclosure.aboutYou',
  title: 'forms.disclosure.aboutYou.title',
  description: 'forms.disclosure.aboutYou.description',
  inputs: [
    nameInput(POLICYHOLDER_SCOPE),
    dateOfBirthInput(POLICYHOLDER_SCOPE),
    addressInput(profileInput(POLICYHOLDER_SCOPE, 'address')),
    homeOwnershipInput(POLICYHOLDER_SCOPE),
    maritalStatusInput(POLICYHOLDER_SCOPE),
    ...employmentInputs(POLICYHOLDER_SCOPE),
    declarationsInput(POLICYHOLDER_SCOPE),
  ],
});
