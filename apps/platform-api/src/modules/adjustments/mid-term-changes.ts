import {
  ADDITIONAL_DRIVERS_INPUT,
  FEATURE_TOGGLE_SETTINGS,
  MANAGEMENT_SECTIONS,
  managementStartDateForm,
  productConfigForScheme,
} from '@brand/config';
import type { AdjustmentType } from '@brand/domain';
import {
  type FormContext,
  type FormDefinition,
  type FormValues,
  getValue,
  isInputReadOnly,
  isInputVisible,
  validate,
} from '@brand/forms';
import { impersonatorOf } from '../../http/access';
import type { Principal } from '../../http/principal';
import { ApiError, type FieldError } from '../../http/problem';
import { textOf } from '../../http/texts';
import type { PlatformContext } from '../../platform-context';
import { applyChanges, type ProposalChange, type ProposalRecord } from '../proposals';
import { CHANGE_NOT_SUPPORTED_CODE } from './adjustment-problems';
import type { AdjustmentChange } from './adjustment-record';

/** The adjusted answers and choices, ready to be rated. */
export type AdjustedProposal = { proposal: ProposalRecord; touchedForms: FormDefinition[] };

/** Who changes what, as the management forms' conditions read it. */
export function managementContext(
  principal: Principal,
  proposal: ProposalRecord,
  policyStarted: boolean,
  now: Date,
): FormContext {
  const agent = impersonatorOf(principal) !== null;
  return {
    features: FEATURE_TOGGLE_SETTINGS,
    isAnonymous: false,
    isAdmin: agent,
    // An agent's own permissions (action:mta-claims); a customer has none that count here.
    permissions: agent ? principal.permissions : [],
    hasPolicy: true,
    policyStarted,
    schemeCode: proposal.schemeCode,
    promoCode: proposal.promoCode,
    now,
  };
}

function notSupported(type: string, why: string): ApiError {
  return new ApiError('bad-request', `The change ${type} is not supported: ${why}.`, {
    code: CHANGE_NOT_SUPPORTED_CODE,
  });
}

function fieldError(path: string, key: string, params?: Record<string, string | number>) {
  return { path, message: key, text: textOf(key, params) };
}

function invalidChanges(errors: FieldError[]): ApiError {
  return new ApiError('validation-failed', errors[0]?.text, {
    code: 'adjustment.invalidAnswers',
    errors,
  });
}

const START_DATE_PATHS = new Set(managementStartDateForm.inputs.map((input) => input.name));

function isUnder(path: string, name: string): boolean {
  return path === name || path.startsWith(`${name}.`);
}

/**
 * The management form and input that own `path` (the most specific: `vehicle.annualMileage` is
 * the usage section's, not a part of the vehicle section's `vehicle`), or null when none does.
 */
function managementInputAt(path: string) {
  let found: { form: FormDefinition; input: FormDefinition['inputs'][number] } | null = null;
  for (const form of MANAGEMENT_SECTIONS) {
    for (const input of form.inputs) {
      if (!isUnder(path, input.name)) continue;
      if (!found || input.name.length > found.input.name.length) {
        found = { form: form as FormDefinition, input };
      }
    }
  }
  return found;
}

type DriverItem = { profileCode?: unknown };

/** The additional drivers' list without the one whose profile code is `profileCode`. */
function withoutDriver(data: FormValues, profileCode: string): unknown {
  const drivers = getValue(data, ADDITIONAL_DRIVERS_INPUT) as
    | { answer?: boolean; items?: DriverItem[] }
    | undefined;
  const items = drivers?.items ?? [];
  // The code the portal keeps on each driver, else its place in the list (as the quote shows it).
  const codeOf = (item: DriverItem, index: number) =>
    typeof item.profileCode === 'string' && item.profileCode !== ''
      ? item.profileCode
      : `p${index + 1}`;
  const kept = items.filter((item, index) => codeOf(item, index) !== profileCode);
  if (kept.length === items.length) return undefined;
  return { ...drivers, answer: kept.length > 0, items: kept };
}

/**
 * The proposal changes an adjustment's changes come to (spec 001 §3): disclosure updates, the
 * voluntary excess, optional covers, a driver removed. Throws the spec's "not supported" for a
 * change the adjustment type cannot carry.
 */
function proposalChangesOf(
  adjustmentType: AdjustmentType,
  changes: readonly AdjustmentChange[],
  data: FormValues,
): ProposalChange[] {
  if (changes.length === 0) {
    throw new ApiError('bad-request', 'An adjustment needs at least one change.', {
      code: 'adjustment.noChanges',
    });
  }
  const out: ProposalChange[] = [];
  for (const change of changes) {
    const isStartDate = change.type === 'START_DATE_CHANGE';
    if (isStartDate !== (adjustmentType === 'SDA')) {
      throw notSupported(
        change.type,
        adjustmentType === 'SDA'
          ? 'a start-date adjustment changes only the start date'
          : 'the start date is changed by a start-date adjustment (SDA)',
      );
    }
    switch (change.type) {
      case 'ASSET_DISCLOSURE_CHANGE':
      case 'PROFILE_DISCLOSURE_CHANGE':
      case 'QUOTE_DISCLOSURE_CHANGE':
      case 'ADD_PROFILE':
      case 'ADDITIONAL_PROFILE_CREATE_CHANGE':
      case 'ADDITIONAL_PROFILE_DISCLOSURE_CHANGE':
      case 'START_DATE_CHANGE': {
        if (!change.update || change.update.length === 0) {
          throw notSupported(change.type, 'it needs the answers it updates (update)');
        }
        for (const update of change.update) {
          if ((update.attribute ?? 'disclosure') !== 'disclosure') {
            throw notSupported(change.type, `its updates set answers, not ${update.attribute}`);
          }
          if (isStartDate !== START_DATE_PATHS.has(update.path)) {
            throw notSupported(change.type, `it cannot update ${update.path}`);
          }
          out.push({ path: update.path, value: update.value, attribute: 'disclosure' });
        }
        break;
      }
      case 'REMOVE_PROFILE': {
        if (!change.profileCode) throw notSupported(change.type, 'it needs the profileCode');
        const drivers = withoutDriver(data, change.profileCode);
        if (drivers === undefined) {
          throw new ApiError('not-found', `The policy has no driver ${change.profileCode}.`, {
            code: 'adjustment.profileNotFound',
          });
        }
        out.push({ path: ADDITIONAL_DRIVERS_INPUT, value: drivers, attribute: 'disclosure' });
        break;
      }
      case 'SELECT_VOLUNTARY_EXCESS':
        if (change.excess === undefined) throw notSupported(change.type, 'it needs the excess');
        out.push({ path: 'voluntaryExcess', value: change.excess, attribute: 'voluntaryExcess' });
        break;
      case 'ADD_COVER':
      case 'REMOVE_COVER':
      case 'REQUEST_COVER_OPTION': {
        if (!change.coverCode) throw notSupported(change.type, 'it needs the coverCode');
        const selected =
          change.type === 'ADD_COVER'
            ? true
            : change.type === 'REMOVE_COVER'
              ? false
              : change.selected;
        if (typeof selected !== 'boolean') {
          throw notSupported(change.type, 'it needs selected (true or false)');
        }
        out.push({ path: change.coverCode, value: selected, attribute: 'optionalCover' });
        break;
      }
      default:
        throw notSupported(change.type, 'a policy adjustment cannot carry it');
    }
  }
  return out;
}

/**
 * Applies an MTA's or SDA's changes to a copy of the current version's answers and choices, and
 * validates them as the management sections do (spec 001 §5), never trusting the browser: every
 * answer must be one a management section offers and lets this caller change (the vehicle,
 * name, date of birth and no-claims discount are an agent's; claims need action:mta-claims), the
 * excess must be adjustable for a customer and one of the product's options, and the touched
 * sections (and the disclosure forms behind them) must validate.
 */
export async function applyAdjustmentChanges(
  context: PlatformContext,
  principal: Principal,
  base: ProposalRecord,
  adjustmentType: AdjustmentType,
  changes: readonly AdjustmentChange[],
  policyStarted: boolean,
): Promise<AdjustedProposal> {
  const now = context.clock.now();
  const formContext = managementContext(principal, base, policyStarted, now);
  const agent = formContext.isAdmin === true;
  const product = productConfigForScheme(base.schemeCode);
  const proposalChanges = proposalChangesOf(adjustmentType, changes, base.data);
  const errors: FieldError[] = [];
  const touched = new Map<FormDefinition, string[]>();
  for (const change of proposalChanges) {
    if (change.attribute === 'voluntaryExcess' && !agent && !product.excess.isAdjustable) {
      throw new ApiError('forbidden', 'The excess of this policy cannot be changed online.', {
        code: 'adjustment.excessNotAdjustable',
      });
    }
    if (change.attribute !== 'disclosure') continue;
    const owned = managementInputAt(change.path);
    if (!owned || !isInputVisible(owned.input, base.data, formContext)) {
      errors.push(fieldError(change.path, 'validation.unknownPath', { path: change.path }));
      continue;
    }
    if (isInputReadOnly(owned.input, base.data, formContext)) {
      throw new ApiError('forbidden', `${change.path} cannot be changed here.`, {
        code: 'adjustment.readOnlyAnswer',
      });
    }
    touched.set(owned.form, [...(touched.get(owned.form) ?? []), change.path]);
  }
  if (errors.length > 0) throw invalidChanges(errors);

  // The same rules the quote's answers passed (shapes, the vehicle's specification looked up by
  // its code, each disclosure form's validation), on a proposal that is never stored.
  const applied = await applyChanges(
    { ...base, kind: 'NEW' },
    proposalChanges,
    { ownerIsAnonymous: false, now, byAdmin: agent },
    context.integrations.vehicles,
  );
  if (applied.errors.length > 0) throw invalidChanges(applied.errors);
  for (const [form, paths] of touched) {
    for (const [name, error] of Object.entries(validate(form, applied.data, formContext))) {
      if (!paths.some((path) => isUnder(name, path) || isUnder(path, name))) continue;
      errors.push(fieldError(name, error.key, error.params));
    }
  }
  if (errors.length > 0) throw invalidChanges(errors);
  return {
    proposal: {
      ...base,
      data: applied.data as ProposalRecord['data'],
      voluntaryExcess: applied.voluntaryExcess,
      optionalCovers: applied.optionalCovers,
    },
    touchedForms: [...touched.keys()],
  };
}
