import type { SteeringSide } from '@brand/domain';

/**
 * A vehicle's specification (spec 002 §3 "Vehicle"); confirming a vehicle needs its vehicleCode.
 * The vehicle look-ups also answer what rating reads (the insurance group and the estimated value)
 * and the steering side; the platform keeps them in the stored answer, and the disclosure asks
 * for the value and steering only when the specification lacks them. One shape for the browser,
 * the look-ups and the stored answer.
 */
export interface VehicleSpecification {
  year?: number;
  make?: string;
  model?: string;
  trim?: string;
  primaryFuel?: string;
  secondaryFuel?: string;
  electricVehicleType?: string;
  bodyStyle?: string;
  transmission?: string;
  driveTrain?: string;
  engineCapacity?: number;
  engineLabel?: string;
  enginePower?: number;
  numberOfSeats?: number;
  rangeStartYear?: number;
  rangeEndYear?: number;
  startDate?: string;
  endDate?: string;
  aspirationType?: string;
  imported?: boolean;
  grossWeight?: number;
  vehicleCode?: string;
  /** The ABI insurance group, 1 to 50; null when the provider has none (the quote is referred). */
  insuranceGroup?: number | null;
  /** The value in pounds when new; null when unknown. */
  estimatedValue?: number | null;
  /** Which side the steering wheel is on. */
  steering?: SteeringSide;
}

/** The value of the vehicle inputs: the registration, whether it was found by it, and the specification. */
export interface VehicleValue {
  /** The registration as displayed ('AB12 CDE'), or null when not known. */
  vrn: string | null;
  /** True when the specification came from a registration lookup. */
  regLookup: boolean;
  /** What the vehicle is. */
  specification: VehicleSpecification;
}
