import { ConfigurationError } from '@brand/domain';
import type { FormDefinition } from '@brand/forms';
import { ACCOUNT_SETTINGS_FORMS } from './account-settings';
import { effectiveDateForm, impersonateForm, phonePaymentForm, settlePaymentForm } from './admin';
import { additionalDriverProfileForm, DISCLOSURE_SECTIONS } from './disclosure';
import { MANAGEMENT_SECTIONS } from './management';
import {
  accountSetupForm,
  expiredProposalForm,
  renewalOptOutForm,
  retrieveForm,
  summaryTermsForm,
  vehicleRegistrationForm,
} from './proposal';
import {
  coolingOffCancellationForm,
  feedbackForm,
  paymentDayForm,
  standardCancellationForm,
  uploadForm,
} from './self-service';

/** Every form of the brand, each once. */
export const ALL_FORMS = [
  ...DISCLOSURE_SECTIONS,
  additionalDriverProfileForm,
  accountSetupForm,
  retrieveForm,
  expiredProposalForm,
  summaryTermsForm,
  renewalOptOutForm,
  vehicleRegistrationForm,
  standardCancellationForm,
  coolingOffCancellationForm,
  feedbackForm,
  uploadForm,
  paymentDayForm,
  ...MANAGEMENT_SECTIONS,
  impersonateForm,
  settlePaymentForm,
  phonePaymentForm,
  effectiveDateForm,
  ...ACCOUNT_SETTINGS_FORMS,
] as const;

/** The id of one of the brand's forms. */
export type FormId = (typeof ALL_FORMS)[number]['id'];

/** Builds the id table, refusing two forms with one id (the server validates by id). */
export function indexForms<F extends FormDefinition>(forms: readonly F[]): Record<string, F> {
  const byId: Record<string, F> = {};
  for (const form of forms) {
    if (Object.hasOwn(byId, form.id)) {
      throw new ConfigurationError(`Duplicate form id: ${form.id}`);
    }
    byId[form.id] = form;
  }
  return byId;
}

/** Every form of the brand by id. */
export const FORMS = indexForms<FormDefinition>(ALL_FORMS) as Readonly<
  Record<FormId, FormDefinition>
>;

/** True for the id of one of the brand's forms. */
export function isFormId(id: unknown): id is FormId {
  return typeof id === 'string' && Object.hasOwn(FORMS, id);
}

/** The form with this id; throws ConfigurationError naming an unknown id. */
export function formById(id: string): FormDefinition {
  if (!isFormId(id)) throw new ConfigurationError(`Unknown form id: ${id}`);
  return FORMS[id];
}
