import type { VehicleSpecification as FormVehicleSpecification } from '@brand/forms';

/**
 * A vehicle's specification as the platform holds it: the form's fields (spec 002 §3) plus what
 * rating reads: the insurance group (1 to 50; null when the provider has none) and the estimated
 * value in pounds when new (null when unknown), and the steering side.
 */
export type VehicleSpecification = FormVehicleSpecification & {
  insuranceGroup: number | null;
  estimatedValue: number | null;
  steering?: 'RHD' | 'LHD';
};

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
