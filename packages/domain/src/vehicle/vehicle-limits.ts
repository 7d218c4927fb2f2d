/** Fewest seats a vehicle may be declared with. */
export const SEATS_MIN = 1;
/** Most seats a vehicle may be declared with (private cars; larger vehicles are out of scope). */
export const SEATS_MAX = 8;
/** Seats pre-filled when the vehicle specification does not say. */
export const SEATS_DEFAULT = 5;

/*
 * Mileage and value: the proposal forms accept 1 to 999999 and that is what we enforce. The spec's
 * text catalogue also states mileage under 99,999 and value under 100,000; if the brand adopts that
 * reading, these two maxima are the only places to change.
 */

/** Lowest annual mileage accepted. */
export const MILEAGE_MIN = 1;
/** Highest annual mileage accepted (proposal-form reading; the text catalogue says under 99,999). */
export const MILEAGE_MAX = 999_999;
/** Lowest estimated vehicle value accepted, in whole pounds. */
export const VEHICLE_VALUE_MIN = 1;
/** Highest estimated vehicle value accepted, in whole pounds (proposal-form reading; the text catalogue says under 100,000). */
export const VEHICLE_VALUE_MAX = 999_999;

function isIntegerBetween(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** True for a whole number of seats from 1 to 8. */
export function isValidSeatCount(value: unknown): value is number {
  return isIntegerBetween(value, SEATS_MIN, SEATS_MAX);
}

/** True for a whole annual mileage from 1 to 999999. */
export function isValidAnnualMileage(value: unknown): value is number {
  return isIntegerBetween(value, MILEAGE_MIN, MILEAGE_MAX);
}

/** True for a whole estimated value in pounds from 1 to 999999. */
export function isValidEstimatedValue(value: unknown): value is number {
  return isIntegerBetween(value, VEHICLE_VALUE_MIN, VEHICLE_VALUE_MAX);
}
