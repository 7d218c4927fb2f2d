import { isValidUkPostcode, normalisePostcode } from '@brand/domain';
import type { InputDefinition } from '@brand/forms';
import { isMissing, REQUIRED_FIELDS_BY_TYPE } from '@brand/forms';
import type { Address } from '../data-sources';

/** The address fields the override form shows, in order, and whether each may be edited there (spec 002 §3). */
export const ADDRESS_OVERRIDE_FIELDS = [
  { field: 'company', editable: false },
  { field: 'department', editable: false },
  { field: 'line1', editable: true },
  { field: 'line2', editable: true },
  { field: 'line3', editable: true },
  { field: 'line4', editable: false },
  { field: 'line5', editable: false },
  { field: 'city', editable: false },
  { field: 'postalCode', editable: false },
  { field: 'countryName', editable: false },
] as const satisfies readonly { field: keyof Address; editable: boolean }[];

/** The address on one line: its label, else its lines, town and postcode. */
export function addressLine(address: Address): string {
  return (
    address.label ??
    [
      address.company,
      address.department,
      address.line1,
      address.line2,
      address.line3,
      address.line4,
      address.line5,
      address.city,
      address.postalCode,
    ]
      .filter((part) => part !== undefined && part.trim() !== '')
      .join(', ')
  );
}

/** The address with one field edited; the one-line label is rebuilt from the lines. */
export function withAddressField(address: Address, field: keyof Address, text: string): Address {
  const { label: _label, ...rest } = { ...address, [field]: text };
  return { ...rest, label: addressLine(rest) };
}

/**
 * The parts an address typed by hand is given in, in order, with the browser's autofill hint for
 * each (WCAG 1.3.5). The country is not asked: the search and this form are GBR only (spec 000 §5).
 */
export const ADDRESS_MANUAL_FIELDS = [
  { field: 'line1', autoComplete: 'address-line1' },
  { field: 'line2', autoComplete: 'address-line2' },
  { field: 'line3', autoComplete: 'address-line3' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'postalCode', autoComplete: 'postal-code' },
] as const satisfies readonly { field: keyof Address; autoComplete: string }[];

/** A part of the manual form. */
export type ManualAddressPart = (typeof ADDRESS_MANUAL_FIELDS)[number]['field'];

/** Where manual entry starts: the UK, and the postcode if that is what was searched for. */
export function blankManualAddress(searched: string): Address {
  const postalCode = isValidUkPostcode(searched) ? normalisePostcode(searched) : '';
  return {
    line1: '',
    city: '',
    postalCode,
    countryName: 'United Kingdom',
    countryIso2: 'GB',
    countryIso3: 'GBR',
  };
}

/** The parts the input's `required` rule asks for: its `fields`, else the address type's (line 1). */
export function requiredAddressParts(input: InputDefinition): readonly string[] {
  const required = input.validation?.required;
  const fields = typeof required === 'object' ? required.fields : undefined;
  return fields ?? REQUIRED_FIELDS_BY_TYPE.address ?? ['line1'];
}

/**
 * What is wrong with each part of a typed address, by the same checks the form's rules make on the
 * server (`required` with the input's parts, `postcode`): a message key for each part at fault.
 */
export function manualAddressProblems(
  address: Address,
  input: InputDefinition,
): Partial<Record<ManualAddressPart, string>> {
  const problems: Partial<Record<ManualAddressPart, string>> = {};
  for (const { field } of ADDRESS_MANUAL_FIELDS) {
    if (requiredAddressParts(input).includes(field) && isMissing(address, input, [field])) {
      problems[field] = `forms.address.partMissing.${field}`;
    }
  }
  const code = address.postalCode ?? '';
  if (!problems.postalCode && code.trim() !== '' && !isValidUkPostcode(code)) {
    problems.postalCode = 'validation.postcode';
  }
  return problems;
}

/** The typed address as stored: parts trimmed, blank ones dropped, the postcode upper-cased and spaced, its label. */
export function completedManualAddress(address: Address): Address {
  const parts = Object.entries(address)
    .filter(([field]) => field !== 'label')
    .map(([field, text]) => [field, typeof text === 'string' ? text.trim() : text] as const)
    .filter(([, text]) => text !== '' && text !== undefined);
  const trimmed = Object.fromEntries(parts) as Address;
  const postalCode = trimmed.postalCode ? normalisePostcode(trimmed.postalCode) : undefined;
  const { label: _label, ...rest } = { ...trimmed, ...(postalCode ? { postalCode } : {}) };
  return { ...rest, label: addressLine(rest) };
}
