import {
  DISCLOSURE_SECTIONS_BY_ID,
  formById,
  productConfigForScheme,
  RENEWAL_FIXED_SECTIONS,
  vehicleRegistrationForm,
} from '@brand/config';
import { PAYMENT_SCHEDULE_TYPES, type PaymentScheduleType } from '@brand/domain';
import {
  type FormDefinition,
  type FormValues,
  inputShapeProblem,
  setValue,
  unsetValue,
  validate,
} from '@brand/forms';
import type { FieldError } from '../../http/problem';
import { textOf } from '../../http/texts';
import type { VehicleLookup } from '../../integrations/vehicles/vehicle-lookup';
import {
  type DisclosureContext,
  editableForms,
  formContextFor,
  inputAt,
  pruneAcrossForms,
} from './disclosure-forms';
import { type LeafChange, splitNestedChange } from './nested-changes';
import type { ProposalRecord } from './proposal-record';

/** What a change sets: a disclosure answer, or one of the quote's choices. */
export const CHANGE_ATTRIBUTES = [
  'disclosure',
  'paymentSchedule',
  'voluntaryExcess',
  'optionalCover',
] as const;
/** A change attribute. */
export type ChangeAttribute = (typeof CHANGE_ATTRIBUTES)[number];

/** One entry of PATCH /proposals/{id} `changes`: null as the value clears an answer. */
export type ProposalChange = { path: string; value: unknown; attribute?: ChangeAttribute };

/**
 * Answers no PATCH may change: a renewal's fixed sections (its start date is the policy's
 * anniversary, also carried by other forms for their cross-field checks).
 */
function fixedAnswers(proposal: ProposalRecord): Set<string> {
  if (proposal.kind !== 'RENEWAL') return new Set();
  return new Set(
    RENEWAL_FIXED_SECTIONS.flatMap((id) =>
      formById(DISCLOSURE_SECTIONS_BY_ID[id].formId).inputs.map((input) => input.name),
    ),
  );
}

/** What the changes come to, before anything is saved. */
export type AppliedChanges = {
  data: FormValues;
  paymentSchedule: PaymentScheduleType | null;
  voluntaryExcess: number;
  optionalCovers: string[];
  /** True when a disclosure answer changed (the quote no longer matches the answers). */
  disclosureChanged: boolean;
  /** True when a choice that prices the quote changed. */
  choicesChanged: boolean;
  errors: FieldError[];
};

function fieldError(path: string, key: string, params?: Record<string, string | number>) {
  return { path, message: key, text: textOf(key, params) };
}

// The browser sends the chosen vehicle; its specification (insurance group, value) is the
// platform's own, looked up by its code, never what the browser says it is.
async function resolveVehicle(
  value: unknown,
  vehicles: VehicleLookup,
): Promise<{ value?: unknown; error?: string }> {
  if (value === null || typeof value !== 'object') return { value };
  const chosen = value as { vrn?: unknown; regLookup?: unknown; specification?: unknown };
  const code = (chosen.specification as { vehicleCode?: unknown } | null | undefined)?.vehicleCode;
  if (typeof code !== 'string' || code === '') return { value };
  const specification = await vehicles.byCode(code);
  if (!specification) return { error: 'validation.vehicle.unknown' };
  if (chosen.regLookup === true && typeof chosen.vrn === 'string') {
    const registered = await vehicles.byRegistration(chosen.vrn);
    if (registered?.vehicleCode !== code)
      return { error: 'validation.vehicle.registrationMismatch' };
  }
  return { value: { ...chosen, specification } };
}

function isUnder(name: string, path: string): boolean {
  return name === path || name.startsWith(`${path}.`);
}

/**
 * Applies `changes` to a proposal in memory and validates them with the same @brand/forms
 * definitions the browser used: an unknown path, a value the catalogue refuses, a choice the
 * product does not offer, each becomes a field error, and then nothing is saved.
 */
export async function applyChanges(
  proposal: ProposalRecord,
  changes: readonly ProposalChange[],
  context: DisclosureContext,
  vehicles: VehicleLookup,
): Promise<AppliedChanges> {
  const product = productConfigForScheme(proposal.schemeCode);
  const forms = editableForms(proposal);
  const fixed = fixedAnswers(proposal);
  const formContext = formContextFor(proposal, context);
  const result: AppliedChanges = {
    data: proposal.data,
    paymentSchedule: proposal.paymentSchedule,
    voluntaryExcess: proposal.voluntaryExcess,
    optionalCovers: [...proposal.optionalCovers],
    disclosureChanged: false,
    choicesChanged: false,
    errors: [],
  };
  const touched = new Map<FormDefinition, string[]>();

  // A whole answer with others' answers nested in it is applied and validated field by field.
  const leaves: LeafChange[] = [];
  for (const change of changes) {
    if ((change.attribute ?? 'disclosure') !== 'disclosure') {
      leaves.push(change);
      continue;
    }
    const split = splitNestedChange(change, forms, proposal.data);
    leaves.push(...split.changes);
    result.errors.push(...split.errors);
  }

  for (const change of leaves) {
    const attribute = change.attribute ?? 'disclosure';
    if (attribute === 'paymentSchedule') {
      const offered: readonly string[] = product.checkout.paymentSchedules;
      if (
        !(PAYMENT_SCHEDULE_TYPES as readonly unknown[]).includes(change.value) ||
        !offered.includes(change.value as string)
      ) {
        result.errors.push(fieldError(change.path, 'validation.paymentSchedule.notOffered'));
        continue;
      }
      result.paymentSchedule = change.value as PaymentScheduleType;
      result.choicesChanged = true;
      continue;
    }
    if (attribute === 'voluntaryExcess') {
      if (!product.excess.voluntaryExcess.includes(change.value as never)) {
        result.errors.push(
          fieldError(change.path, 'validation.voluntaryExcess.notOffered', {
            options: product.excess.voluntaryExcess.join(', '),
          }),
        );
        continue;
      }
      result.voluntaryExcess = change.value as number;
      result.choicesChanged = true;
      continue;
    }
    if (attribute === 'optionalCover') {
      const offered: readonly string[] = product.covers.optional;
      if (!offered.includes(change.path) || typeof change.value !== 'boolean') {
        result.errors.push(fieldError(change.path, 'validation.optionalCover.notOffered'));
        continue;
      }
      const others = result.optionalCovers.filter((code) => code !== change.path);
      result.optionalCovers = change.value ? [...others, change.path].sort() : others;
      result.choicesChanged = true;
      continue;
    }
    const owned = fixed.has(change.path)
      ? null
      : inputAt(forms, change.path, result.data, formContext);
    if (!owned) {
      result.errors.push(fieldError(change.path, 'validation.unknownPath', { path: change.path }));
      continue;
    }
    // The answer as sent, before anything replaces a part of it (the vehicle's specification) or
    // prunes it (an answer its condition hides): nothing of another shape is ever kept.
    const shape = change.asSaved ? null : inputShapeProblem(owned.input, change.value);
    if (shape) {
      const at = shape.field === '' ? change.path : `${change.path}.${shape.field}`;
      result.errors.push(fieldError(at, shape.error.key, shape.error.params));
      continue;
    }
    let value = change.value;
    if (owned.input.type === 'vehicleTabs') {
      const resolved = await resolveVehicle(value, vehicles);
      if (resolved.error) {
        result.errors.push(fieldError(change.path, resolved.error));
        continue;
      }
      value = resolved.value;
    }
    result.data =
      value === null || value === undefined
        ? unsetValue(result.data, change.path)
        : setValue(result.data, change.path, value);
    if (change.asSaved) continue;
    // A registration added to a quote (a new car registered since) does not change its price.
    if (owned.form.id !== vehicleRegistrationForm.id) result.disclosureChanged = true;
    touched.set(owned.form, [...(touched.get(owned.form) ?? []), change.path]);
  }

  for (const [form, paths] of touched) {
    result.data = pruneAcrossForms(forms, form, result.data, formContext);
    const errors = validate(form, result.data, formContext);
    for (const [name, error] of Object.entries(errors)) {
      if (!paths.some((path) => isUnder(name, path))) continue;
      result.errors.push(fieldError(name, error.key, error.params));
    }
  }
  return result;
}
