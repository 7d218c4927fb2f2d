import type { VehicleAnswer } from '../demo/demo-disclosure';
import { createShippedVehicleLookup } from '../integrations/vehicles/shipped-vehicle-lookup';
import type { VehicleSpecification } from '../integrations/vehicles/vehicle-lookup';

/** A vehicle of the shipped range built in `year`, chosen as the cascading select would. */
export async function shippedVehicle(
  year = 2021,
  pick: (spec: VehicleSpecification) => boolean = (spec) => spec.insuranceGroup !== null,
): Promise<VehicleSpecification> {
  const lookup = createShippedVehicleLookup();
  for (const model of await lookup.models(year, 'MINI')) {
    const found = (await lookup.vehicles({ year, make: 'MINI', model })).find(pick);
    if (found) return found;
  }
  throw new Error(`No shipped vehicle of ${year} matches.`);
}

/** The your-car answer for a vehicle chosen from the list (no registration yet). */
export function chosenVehicle(
  spec: VehicleSpecification,
  vrn: string | null = null,
): VehicleAnswer {
  return { vrn, regLookup: false, specification: { vehicleCode: spec.vehicleCode } };
}
