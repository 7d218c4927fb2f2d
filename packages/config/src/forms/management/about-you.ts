import { defineForm } from '../define-form';
import {
  dateOfBirthInput,
  employmentInputs,
  maritalStatusInput,
  nameInput,
} from '../inputs/person-inputs';
import { POLICYHOLDER_SCOPE } from '../inputs/profile-scope';
import { ADMIN_ONLY_READ_ONLY } from './read-only';

/** Management: the policyholder's details; name and date of birth only an admin may change. */
export const managementAboutYouForm = defineForm({
  id: 'management.aboutYou',
  title: 'forms.management.aboutYou.title',
  inputs: [
    { ...nameInput(POLICYHOLDER_SCOPE), readOnly: ADMIN_ONLY_READ_ONLY },
    { ...dateOfBirthInput(POLICYHOLDER_SCOPE), readOnly: ADMIN_ONLY_READ_ONLY },
    maritalStatusInput(POLICYHOLDER_SCOPE),
    ...employmentInputs(POLICYHOLDER_SCOPE),
  ],
});
