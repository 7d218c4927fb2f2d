import { FEATURE_TOGGLE_SETTINGS } from '@brand/config';
import { deepEqual, type FormContext, isInputReadOnly, validate } from '@brand/forms';
import { actingUserId, impersonatorOf } from '../../http/access';
import { notAuthorised } from '../../http/impersonation';
import type { Principal } from '../../http/principal';
import { ApiError, type FieldError, notFound } from '../../http/problem';
import { textOf } from '../../http/texts';
import type { PlatformContext } from '../../platform-context';
import {
  type CustomerRecord,
  findCustomerByUser,
  isEmailRegisteredElsewhere,
  type MarketingPreferences,
} from '../customers';
import {
  CUSTOMER_ONLY_SETTINGS,
  POLICYHOLDER_SETTINGS,
  type PolicyholderSetting,
  SETTING_FORMS,
  settingFormValue,
} from './policyholder-forms';
import {
  type PolicyholderUpdate,
  recordPolicyholderUpdate,
  updateCustomerFields,
} from './policyholder-repository';

/** PATCH /policyholder's body: the settings the caller changed. */
export type PolicyholderChanges = Partial<{
  name: { firstName: string; lastName: string };
  email: string;
  phone: string;
  address: Record<string, unknown>;
  marketingPreferences: MarketingPreferences;
}>;

/** The message of a change to a setting the caller may only read. */
const READ_ONLY_MESSAGE = 'account.settings.name.readOnly';

/** The customer record whose settings the caller sees: its own, or the impersonated customer's. */
export async function getOwnPolicyholder(
  context: PlatformContext,
  principal: Principal,
): Promise<CustomerRecord> {
  const customer = await findCustomerByUser(context.db, actingUserId(principal));
  if (!customer) throw notFound('Policyholder');
  return customer;
}

/** The setting as given, trimmed where it is text, so " a@b.com" and "a@b.com" are one value. */
function normalised(setting: PolicyholderSetting, value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (setting === 'name') {
    const { firstName, lastName } = value as { firstName: string; lastName: string };
    return { firstName: firstName.trim(), lastName: lastName.trim() };
  }
  if (setting === 'address') {
    // Blank lines are no lines: the stored address never holds them.
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        ([, line]) => typeof line === 'string' && line.trim() !== '',
      ),
    );
  }
  return value;
}

/** The setting's current value in the record. */
function currentValue(customer: CustomerRecord, setting: PolicyholderSetting): unknown {
  if (setting === 'name') return { firstName: customer.firstName, lastName: customer.lastName };
  return customer[setting];
}

function fieldError(path: string, key: string, params?: Record<string, string | number>) {
  return { path, message: key, text: textOf(key, params) };
}

/** The field errors of one changed setting: its form's rules, and read-only inputs. */
function settingErrors(
  setting: PolicyholderSetting,
  value: unknown,
  formContext: FormContext,
): FieldError[] {
  const form = SETTING_FORMS[setting];
  const values = { [setting]: settingFormValue(setting, value) };
  const readOnly = form.inputs.filter((input) => isInputReadOnly(input, values, formContext));
  if (readOnly.length > 0)
    return readOnly.map((input) => fieldError(input.name, READ_ONLY_MESSAGE));
  return Object.entries(validate(form, values, formContext)).map(([path, error]) =>
    fieldError(path, error.key, error.params),
  );
}

function updateOf(changed: Map<PolicyholderSetting, unknown>): PolicyholderUpdate {
  const update: PolicyholderUpdate = {};
  for (const [setting, value] of changed) {
    if (setting === 'name') Object.assign(update, value);
    else Object.assign(update, { [setting]: value });
  }
  return update;
}

/**
 * PATCH /policyholder: checks each changed setting with its account-settings form (the same
 * definitions the browser renders), then writes only what differs from the record and audits it.
 * Any refused setting refuses the whole change (422), so nothing is half saved.
 */
export async function updateOwnPolicyholder(
  context: PlatformContext,
  principal: Principal,
  changes: PolicyholderChanges,
): Promise<CustomerRecord> {
  const customer = await getOwnPolicyholder(context, principal);
  const formContext: FormContext = {
    features: FEATURE_TOGGLE_SETTINGS,
    isAnonymous: false,
    // An agent acting for a customer may edit what a customer reads only (spec 002 §6).
    isAdmin: impersonatorOf(principal) !== null,
    permissions: principal.permissions,
    now: context.clock.now(),
  };
  const customerOnly = CUSTOMER_ONLY_SETTINGS.filter((setting) => changes[setting] !== undefined);
  if (formContext.isAdmin && customerOnly.length > 0) {
    throw notAuthorised(
      'impersonation.customerOnly',
      `Only the customer may change ${customerOnly.join(' and ')}.`,
    );
  }
  const changed = new Map<PolicyholderSetting, unknown>();
  const errors: FieldError[] = [];
  for (const setting of POLICYHOLDER_SETTINGS) {
    if (changes[setting] === undefined) continue;
    const value = normalised(setting, changes[setting]);
    if (deepEqual(value, currentValue(customer, setting))) continue;
    errors.push(...settingErrors(setting, value, formContext));
    changed.set(setting, value);
  }
  if (errors.length > 0) {
    throw new ApiError('unprocessable', 'Some answers are not valid. Nothing was saved.', {
      code: 'policyholder.invalid',
      errors,
    });
  }
  if (changed.size === 0) return customer;
  const email = changed.get('email');
  if (
    typeof email === 'string' &&
    (await isEmailRegisteredElsewhere(context.db, email, customer.userId))
  ) {
    throw new ApiError('conflict', 'Another account already uses this email address.', {
      code: 'policyholder.emailTaken',
    });
  }
  return context.db.transaction(async (tx) => {
    const updated = await updateCustomerFields(tx, customer.id, updateOf(changed));
    await recordPolicyholderUpdate(tx, {
      actorUserId: principal.userId,
      actingAsUserId: customer.userId,
      customerId: customer.id,
      settings: [...changed.keys()],
      at: context.clock.now(),
    });
    return updated;
  });
}
