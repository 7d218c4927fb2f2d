/** A vehicle's specification (spec 002 §3 "Vehicle"); confirming a vehicle needs its vehicleCode. */
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
