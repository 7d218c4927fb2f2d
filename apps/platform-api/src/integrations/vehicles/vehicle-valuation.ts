/** Share of the new price a car is worth during its first year (the drive-away loss). */
export const FIRST_YEAR_RETAINED = 0.9;
/** Share of the new price left at one year old. */
export const SECOND_YEAR_RETAINED = 0.75;
/** Share of last year's value a car keeps each further year. */
export const YEARLY_RETAINED = 0.87;
/** No running car is valued below this, in pounds: its scrap and parts value. */
export const VALUE_FLOOR = 750;
/** Values are rounded to this many pounds, as trade guides quote them. */
export const VALUE_STEP = 50;

/**
 * The estimated value in pounds of a car that cost `newPrice` pounds, `ageYears` years after its
 * model year: steep in the first two years, then a steady yearly loss, never under the floor.
 */
export function depreciatedValue(newPrice: number, ageYears: number): number {
  const age = Math.max(0, Math.floor(ageYears));
  const retained =
    age === 0 ? FIRST_YEAR_RETAINED : SECOND_YEAR_RETAINED * YEARLY_RETAINED ** (age - 1);
  const value = Math.round((newPrice * retained) / VALUE_STEP) * VALUE_STEP;
  return Math.max(VALUE_FLOOR, value);
}
