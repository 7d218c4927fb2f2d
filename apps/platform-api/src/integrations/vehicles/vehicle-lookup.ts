import type { VehicleSpecification as FormVehicleSpecification } from '@brand/forms';

/**
 * A vehicle's specification as a look-up answers it: the core VehicleSpecification (spec 002 §3),
 * with what rating reads always stated: the insurance group and the estimated value (each null
 * when the provider has none).
 */
export type VehicleSpecification = FormVehicleSpecification &
  Required<Pick<FormVehicleSpecification, 'insuranceGroup' | 'estimatedValue'>>;

/** Year, make and model filters of the cascading vehicle select. */
export type VehicleFilter = { year: number; make: string; model: string };

/** Finds vehicles: by registration, or by year, make, model and detail (spec 002 §7 Lookups). */
export interface VehicleLookup {
  /** The vehicle registered as `vrn` (any spacing or case), or null when none is found. */
  byRegistration(vrn: string): Promise<VehicleSpecification | null>;
  /** The makes built in `year`. */
  makes(year: number): Promise<string[]>;
  /** The models of `make` built in `year`. */
  models(year: number, make: string): Promise<string[]>;
  /** The specifications (trims, engines) of a model built in a year. */
  vehicles(filter: VehicleFilter): Promise<VehicleSpecification[]>;
  /** The specification with this vehicle code, or null. */
  byCode(vehicleCode: string): Promise<VehicleSpecification | null>;
}
