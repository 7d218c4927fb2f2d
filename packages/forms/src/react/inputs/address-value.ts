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
