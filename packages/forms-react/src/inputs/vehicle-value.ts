import { formatEngineLitres, powerInPs } from '@brand/domain';
import type { VehicleSpecification, VehicleValue } from '../data-sources';
import { recordOf } from './shared';

/** The stored vehicle value, or null when the input holds no specification yet. */
export function vehicleValueOf(value: unknown): VehicleValue | null {
  const record = recordOf(value);
  const specification = record.specification;
  if (typeof specification !== 'object' || specification === null) return null;
  return {
    vrn: typeof record.vrn === 'string' && record.vrn !== '' ? record.vrn : null,
    regLookup: record.regLookup === true,
    specification: specification as VehicleSpecification,
  };
}

/** The vehicle's heading: make, model and trim ('MINI Cooper S 3-door Hatch'). */
export function vehicleTitle(specification: VehicleSpecification): string {
  return [specification.make, specification.model, specification.trim].filter(Boolean).join(' ');
}

/** The specification lines under the heading: year, fuel and gearbox; engine size, power and seats. */
export function vehicleSpecLines(specification: VehicleSpecification): string[] {
  const litres = formatEngineLitres(specification.engineCapacity);
  const ps = powerInPs(specification.enginePower);
  const lines = [
    [specification.year, specification.primaryFuel, specification.transmission],
    [
      specification.engineLabel ?? (litres ? `${litres} litre` : undefined),
      ps === null ? undefined : `${ps} PS`,
      specification.numberOfSeats === undefined
        ? undefined
        : `${specification.numberOfSeats} seats`,
    ],
  ];
  return lines
    .map((parts) => parts.filter((part) => part !== undefined && part !== '').join(', '))
    .filter((line) => line !== '');
}

/** What one detail option of the cascading lookup reads: trim and engine. */
export function vehicleDetailLabel(specification: VehicleSpecification): string {
  return (
    [
      specification.trim,
      specification.engineLabel,
      specification.transmission,
      specification.primaryFuel,
    ]
      .filter(Boolean)
      .join(', ') ||
    (specification.vehicleCode ?? '')
  );
}
