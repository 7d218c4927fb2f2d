// The additional-drivers section's pages (spec 000 §2: the list, profile to add, profile/{profileCode}
// to edit) as pure functions over the section's one answer, the question loop `additionalDrivers`
// ({ answer, items }). Each item carries its profileCode: the platform keeps an item's extra fields
// (its validation reads only the questions) and names the quote's insured profiles by it.
import { ADDITIONAL_DRIVERS_INPUT } from '@brand/config';
import { canAddAdditionalDriver, driverDisplayName, nextProfileCode } from '@brand/domain';
import type { FormValues } from '@brand/forms';
import type { ProposalChange } from './quoteApi';

/** One additional driver's answers, with the code its pages are addressed by. */
export type DriverItem = FormValues & { profileCode: string };

/** The section's answer as the list page reads it. */
export interface DriversAnswer {
  /** true: drivers named; false: "no other drivers"; null: not answered yet. */
  answer: boolean | null;
  /** The drivers, each with a profileCode. */
  items: DriverItem[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The drivers in the proposal's answers. Items saved without a code (by the renewal's inline loop,
 * or before codes were kept) get the first free p1, p2, ... in order: the same answers always give
 * the same codes, so their edit links work before the next save stores them.
 */
export function driversOf(data: FormValues): DriversAnswer {
  const loop = data[ADDITIONAL_DRIVERS_INPUT];
  if (!isRecord(loop)) return { answer: null, items: [] };
  const answer = typeof loop.answer === 'boolean' ? loop.answer : null;
  const raw = answer === true && Array.isArray(loop.items) ? loop.items.filter(isRecord) : [];
  const used = raw
    .map((item) => item.profileCode)
    .filter((code): code is string => typeof code === 'string' && code !== '');
  const items = raw.map((item) => {
    if (typeof item.profileCode === 'string' && item.profileCode !== '') {
      return item as DriverItem;
    }
    const profileCode = nextProfileCode(used);
    used.push(profileCode);
    return { ...item, profileCode };
  });
  return { answer, items };
}

/** The driver with this code, or undefined. */
export function driverByCode(
  items: readonly DriverItem[],
  profileCode: string,
): DriverItem | undefined {
  return items.find((item) => item.profileCode === profileCode);
}

/** True while another driver may be added: the add button hides at the limit (spec 000 §5). */
export function canAddDriver(items: readonly DriverItem[]): boolean {
  return canAddAdditionalDriver(items.length);
}

/**
 * The drivers after the profile page is saved: the edited one replaced in place, or a new one
 * appended with the first free code.
 */
export function driversAfterSave(
  items: readonly DriverItem[],
  profileCode: string | null,
  values: FormValues,
): DriverItem[] {
  if (profileCode !== null && driverByCode(items, profileCode)) {
    return items.map((item) =>
      item.profileCode === profileCode ? { ...values, profileCode } : item,
    );
  }
  const code = nextProfileCode(items.map((item) => item.profileCode));
  return [...items, { ...values, profileCode: code }];
}

/** The drivers without the removed one (the others keep their codes). */
export function driversAfterRemove(
  items: readonly DriverItem[],
  profileCode: string,
): DriverItem[] {
  return items.filter((item) => item.profileCode !== profileCode);
}

/**
 * The PATCH change saving the drivers. With none left the answer is "no other drivers": the
 * platform refuses a "yes" without a driver, and that is what the list then shows.
 */
export function driversChange(items: readonly DriverItem[]): ProposalChange {
  return {
    path: ADDITIONAL_DRIVERS_INPUT,
    value: { answer: items.length > 0, items: [...items] },
  };
}

/** The list line of a driver: their name (or "No name") and the key of their relationship. */
export function driverSummary(item: FormValues): { name: string; relationshipKey: string | null } {
  const name = isRecord(item.name) ? item.name : {};
  const relationship = item.relationshipToInsured;
  return {
    name: driverDisplayName({
      firstName: typeof name.firstName === 'string' ? name.firstName : null,
      lastName: typeof name.lastName === 'string' ? name.lastName : null,
    }),
    relationshipKey:
      typeof relationship === 'string' ? `enums.relationshipsToInsured.${relationship}` : null,
  };
}

/** A page of the additional-drivers section. */
export type DriverPage =
  | { kind: 'list' }
  | { kind: 'add' }
  | { kind: 'edit'; driver: DriverItem }
  /** Back to the list: an unknown code, or adding at the limit. */
  | { kind: 'toList' };

/**
 * Which page a route of the section shows: `''` is the list, `profile` adds (only below the
 * limit), `profile/{profileCode}` edits that driver (an unknown one goes back to the list).
 */
export function driverPageFor(items: readonly DriverItem[], subPath: string): DriverPage {
  const segments = subPath.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return { kind: 'list' };
  if (segments[0] !== 'profile' || segments.length > 2) return { kind: 'toList' };
  if (segments.length === 1) return canAddDriver(items) ? { kind: 'add' } : { kind: 'toList' };
  const driver = driverByCode(items, segments[1] as string);
  return driver ? { kind: 'edit', driver } : { kind: 'toList' };
}
