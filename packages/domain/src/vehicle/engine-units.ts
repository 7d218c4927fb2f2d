/** Metric horsepower (PS) in one brake horsepower (bhp), as the spec rounds it. */
export const PS_PER_BHP = 1.01387;
/** Cubic centimetres in a litre. */
export const CC_PER_LITRE = 1000;

function isMeasure(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** Engine power in PS from bhp, rounded to a whole number; null for a missing, negative or non-finite value. */
export function powerInPs(bhp: number | null | undefined): number | null {
  return isMeasure(bhp) ? Math.round(bhp * PS_PER_BHP) : null;
}

/** Engine size in litres to one decimal place (1499 cc is 1.5); null for a missing, negative or non-finite value. */
export function engineLitres(cc: number | null | undefined): number | null {
  // Rounding tenths of a litre as integers avoids float drift such as 1.45 * 10 = 14.499...
  return isMeasure(cc) ? Math.round(cc / (CC_PER_LITRE / 10)) / 10 : null;
}

/** Engine size as shown on the vehicle card, always with one decimal ('1.5', '2.0'); null when unknown. */
export function formatEngineLitres(cc: number | null | undefined): string | null {
  const litres = engineLitres(cc);
  return litres === null ? null : litres.toFixed(1);
}
