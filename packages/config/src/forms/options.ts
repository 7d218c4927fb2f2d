import type { InputOption } from '@brand/forms';

/**
 * The enumeration tables whose option labels live in `translations/common/enums.ts` as
 * `enums.<table>.<value>`. One list, so a form cannot name a table the translations lack.
 */
export const ENUM_TRANSLATION_TABLES = [
  'licenceTypes',
  'employmentStatuses',
  'notInWorkStatuses',
  'homeOwnership',
  'maritalStatuses',
  'relationshipsToInsured',
  'vehicleOwnership',
  'ncdTypes',
  'purchaseTypes',
  'steeringSides',
  'vehicleUsages',
  'overnightLocations',
  'otherCarUse',
  'otherCarAccessTypes',
  'declarations',
  'drivingDeclarations',
  'claimTypes',
  'cancellationReasons',
  'marketingChannels',
  'effectiveDateChoices',
] as const;

/** An enumeration table with translated option labels. */
export type EnumTranslationTable = (typeof ENUM_TRANSLATION_TABLES)[number];

/** Options of a domain enumeration, labelled `enums.<table>.<value>`. */
export function enumOptions(
  table: EnumTranslationTable,
  values: readonly string[],
): readonly InputOption[] {
  return values.map((value) => ({ value, label: `enums.${table}.${value}` }));
}

/** Numeric options labelled `<labelBase>.<value>` (NCD years, ratings). */
export function numberOptions(
  values: readonly number[],
  labelBase: string,
): readonly InputOption[] {
  return values.map((value) => ({ value, label: `${labelBase}.${value}` }));
}

/** Options labelled `<labelBase>.<value>` for choices that are not a translated enumeration. */
export function keyedOptions(values: readonly string[], labelBase: string): readonly InputOption[] {
  return values.map((value) => ({ value, label: `${labelBase}.${value}` }));
}

/** The whole numbers from `min` to `max` inclusive. */
export function rangeOf(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}
