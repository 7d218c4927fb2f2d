import {
  DRIVEAWAY_SCHEME_CODE,
  FLEX_SCHEME_CODE,
  POLICYHOLDER_DATE_OF_BIRTH_CONTEXT,
  retailerExists,
} from '@brand/config';
import type { FormContext, FormDefinition } from '@brand/forms';

/** The demo policyholder's date of birth: what the admin settle form compares the answer with. */
export const DEMO_POLICYHOLDER_DATE_OF_BIRTH = '1985-04-12';

/** The admin permissions of the demo agent: every action, so no admin input is read-only. */
export const DEMO_ADMIN_PERMISSIONS = ['action:mta-claims'] as const;

// The retailer table as the server's FormContext passes it (the string-typed signature it takes).
const retailerLookup = (retailerNumber: string) => retailerExists(retailerNumber);

const FLEX: FormContext = { schemeCode: FLEX_SCHEME_CODE, retailerExists: retailerLookup };

/**
 * A realistic context for a form, chosen by its id: an anonymous flex visitor for the disclosure
 * and proposal forms, a signed-in customer with a policy not yet started for management and
 * self-service, an admin with every permission for admin forms. The server builds the real one.
 */
export function demoContextFor(form: Pick<FormDefinition, 'id'>): FormContext {
  const [area] = form.id.split('.');
  switch (area) {
    case 'disclosure':
      return { ...FLEX, isAnonymous: true };
    case 'management':
      return { ...FLEX, hasPolicy: true, policyStarted: false };
    case 'admin':
      return {
        ...FLEX,
        isAdmin: true,
        hasPolicy: true,
        permissions: DEMO_ADMIN_PERMISSIONS,
        values: { [POLICYHOLDER_DATE_OF_BIRTH_CONTEXT]: DEMO_POLICYHOLDER_DATE_OF_BIRTH },
      };
    case 'account':
    case 'cancellation':
    case 'feedback':
    case 'upload':
    case 'paymentDay':
    case 'renewal':
      return { ...FLEX, hasPolicy: true, policyStarted: true };
    default:
      return FLEX;
  }
}

/** The drive-away variant of a context: the scheme whose forms ask for the retailer. */
export function onDriveaway(context: FormContext): FormContext {
  return { ...context, schemeCode: DRIVEAWAY_SCHEME_CODE };
}
