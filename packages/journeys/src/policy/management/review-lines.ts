// What the review page lists (spec 001 §2 "Adjustment review page"): each change as a question with
// its answer before and after in words, and the price before and after with what is due now or
// credited.
import { ADDITIONAL_DRIVERS_INPUT, MANAGEMENT_SECTIONS } from '@brand/config';
import {
  driverDisplayName,
  formatCoverDay,
  formatGBP,
  formatGBPFromPounds,
  paymentPlan,
} from '@brand/domain';
import { getValue, type InputDefinition, type Translate } from '@brand/forms';
import { itemSummary } from '@brand/forms-react';
import { driversAfterRemove, driversOf } from '../../quote/additional-drivers';
import type { Policy } from '../policyApi';
import type { Adjustment, AdjustmentChange } from './adjustment-types';
import { latestVersionOf, policyAnswersOf } from './management-model';

/** One line of the changes list: what changes, what it was and what it will be. */
export interface ChangeLine {
  label: string;
  before: string;
  after: string;
}

type InputLike = Pick<InputDefinition, 'name' | 'label' | 'options' | 'type' | 'meta'>;

const INPUTS: readonly InputLike[] = MANAGEMENT_SECTIONS.flatMap(
  (form) => form.inputs as readonly InputLike[],
);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A person's name answer ({ firstName, lastName }) as the pages write a name. */
function personName(name: Record<string, unknown>): string {
  return driverDisplayName({
    firstName: typeof name.firstName === 'string' ? name.firstName : null,
    lastName: typeof name.lastName === 'string' ? name.lastName : null,
  });
}

function isPersonName(value: Record<string, unknown>): boolean {
  return typeof value.firstName === 'string' || typeof value.lastName === 'string';
}

function nameOf(item: Record<string, unknown>): string {
  return personName(isRecord(item.name) ? item.name : {});
}

/**
 * An answer in words: an option's label, a date, an address, a car, a name, the drivers' names, "Not
 * given" for no answer, or the text itself.
 */
export function answerText(input: InputLike | undefined, value: unknown, t: Translate): string {
  if (value === undefined || value === null || value === '') {
    return t('management.review.notGiven');
  }
  const option = input?.options?.find((candidate) => candidate.value === value);
  if (option) return t(option.label);
  if (typeof value === 'boolean')
    return t(value ? 'management.review.yes' : 'management.review.no');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return ISO_DAY.test(value) ? formatCoverDay(value) : value;
  if (isRecord(value)) {
    if (typeof value.vrn === 'string' || isRecord(value.specification)) {
      const spec = isRecord(value.specification) ? value.specification : {};
      return [value.vrn, spec.make, spec.model]
        .filter((part) => typeof part === 'string')
        .join(' ');
    }
    if (typeof value.label === 'string' && value.label) return value.label;
    // The policyholder's name, which an agent may change (spec 001 §5): the name, not "Updated".
    if (isPersonName(value)) return personName(value);
    if (typeof value.line1 === 'string') {
      return [value.line1, value.line2, value.city, value.postalCode]
        .filter((part) => typeof part === 'string' && part)
        .join(', ');
    }
    if (Array.isArray(value.items)) {
      const items = value.answer === false ? [] : value.items.filter(isRecord);
      if (items.length === 0) return t('management.review.none');
      // The drivers by name ("No name" for one without); a list whose entries have a summary (the
      // claims, the convictions) as the section lists them, so what is confirmed is in words.
      if (items.every((item) => isRecord(item.name))) return items.map(nameOf).join(', ');
      if (input?.type === 'questionLoop' && input.meta?.summary) {
        const loop = input as InputDefinition;
        return items.map((item, index) => itemSummary(loop, item, index, t)).join('; ');
      }
      return t('management.review.items', { count: items.length });
    }
  }
  return t('management.review.updated');
}

/**
 * The lines one change shows, each with the policy's answer before it (the current version's)
 * beside the one the change asks for.
 */
export function changeLines(
  change: AdjustmentChange,
  policy: Pick<Policy, 'currentPolicyVersion'>,
  t: Translate,
): ChangeLine[] {
  if (change.type === 'SELECT_VOLUNTARY_EXCESS' && typeof change.excess === 'number') {
    const current = policy.currentPolicyVersion?.quote?.voluntaryExcess;
    return [
      {
        label: t('management.review.excess'),
        before:
          typeof current === 'number'
            ? formatGBPFromPounds(current)
            : t('management.review.notGiven'),
        after: formatGBPFromPounds(change.excess),
      },
    ];
  }
  if ((change.type === 'ADD_COVER' || change.type === 'REMOVE_COVER') && change.coverCode) {
    const included = t('management.review.included');
    const notIncluded = t('management.review.notIncluded');
    const adding = change.type === 'ADD_COVER';
    return [
      {
        label: t(`covers.codes.${change.coverCode}.name`),
        before: adding ? notIncluded : included,
        after: adding ? included : notIncluded,
      },
    ];
  }
  const answers = policyAnswersOf(policy);
  const drivers = INPUTS.find((candidate) => candidate.name === ADDITIONAL_DRIVERS_INPUT);
  if (change.type === 'REMOVE_PROFILE' && change.profileCode) {
    const { items } = driversOf(answers);
    const after = driversAfterRemove(items, change.profileCode);
    return [
      {
        label: t('forms.management.drivers.title'),
        before: answerText(drivers, { answer: items.length > 0, items }, t),
        after: answerText(drivers, { answer: after.length > 0, items: after }, t),
      },
    ];
  }
  return (change.update ?? []).map(({ path, value }) => {
    const input = INPUTS.find((candidate) => candidate.name === path);
    return {
      // The drivers' question ("Will anyone else drive the car?") reads oddly over their names.
      label:
        path === ADDITIONAL_DRIVERS_INPUT
          ? t('forms.management.drivers.title')
          : input?.label
            ? t(input.label)
            : path,
      before: answerText(input, getValue(answers, path), t),
      after: answerText(input, value, t),
    };
  });
}

/**
 * The price the customer pays per period: a month's instalment on flex, the whole term's price on
 * a single payment (a year, or a drive-away's days).
 */
export interface PriceLine {
  /** MONTHLY or SINGLE_PAYMENT: which price the two figures are. */
  period: 'month' | 'term';
  before: number | null;
  after: number | null;
}

type QuoteLike = NonNullable<NonNullable<Policy['currentPolicyVersion']>['quote']>;

/**
 * The payment of the policy's schedule type in a quote: the regular payment of the domain's plan,
 * the figure the details tab and the statements state (a month's after the first, which carries the
 * split's odd pennies; a single payment's one payment). The platform prices a change on the same
 * payment, so a single payment's figures are what is paid, never the annual rate a drive-away's
 * free term is rated from.
 */
function priceOf(quote: QuoteLike | null | undefined, type: string): number | null {
  const schedule = quote?.availablePaymentSchedules?.find((one) => one.type === type) ?? null;
  if (!schedule?.instalments?.length) return null;
  return paymentPlan({ type: schedule.type, instalments: schedule.instalments }).regularPence;
}

/** The price before and after the change (pence). */
export function priceLine(
  policy: Policy,
  adjustment: Pick<Adjustment, 'updatedPolicyVersions'>,
): PriceLine {
  const quote = policy.currentPolicyVersion?.quote;
  const schedules = quote?.availablePaymentSchedules ?? [];
  const active = schedules.find((one) => one.active) ?? schedules[0];
  if (!active) return { period: 'term', before: null, after: null };
  return {
    period: active.type === 'MONTHLY' ? 'month' : 'term',
    before: priceOf(quote, active.type),
    after: priceOf(latestVersionOf(adjustment)?.quote, active.type),
  };
}

/** A price in words, or the unknown text. */
export function priceText(pence: number | null, t: Translate): string {
  return pence === null ? t('management.review.priceUnknown') : formatGBP(pence);
}
