/**
 * An amount of money in pence (minor units). Always a safe integer: pence never carry fractions, so
 * sums and splits stay exact. The API returns statements and accounts in minor units and price-option
 * premiums in major units (pounds); convert pounds at the edge with `poundsToPence`.
 */
export type Pence = number;

/** True when `value` is a whole number of pence (a safe integer); never throws. */
export function isPence(value: unknown): value is Pence {
  return Number.isSafeInteger(value);
}

/** Throws a RangeError naming `label` unless `value` is a whole number of pence. */
export function assertPence(value: unknown, label = 'amount'): asserts value is Pence {
  if (!isPence(value))
    throw new RangeError(`Not a whole number of pence (${label}): ${String(value)}`);
}

/**
 * Pounds (major units, as price-option premiums arrive) to pence. Rounds half away from zero on the
 * number's decimal form, so 1.005 is 101 pence even though the double 1.005 lies just below it.
 * Throws a RangeError for a non-finite amount or one too large to hold in pence exactly.
 */
export function poundsToPence(major: number): Pence {
  if (!Number.isFinite(major)) throw new RangeError(`Not an amount of pounds: ${String(major)}`);
  // The shortest round-tripping decimal is what the sender wrote; shifting it as text avoids float error.
  const text = Math.abs(major).toString();
  const exponentAt = text.indexOf('e');
  const mantissa = exponentAt < 0 ? text : text.slice(0, exponentAt);
  const exponent = exponentAt < 0 ? 0 : Number(text.slice(exponentAt + 1));
  const pointIndex = mantissa.indexOf('.');
  let digits = mantissa.replace('.', '');
  // Where the decimal point falls in `digits` once pounds become pence.
  let pointAt = (pointIndex < 0 ? mantissa.length : pointIndex) + exponent + 2;
  if (pointAt < 1) {
    digits = '0'.repeat(1 - pointAt) + digits;
    pointAt = 1;
  }
  digits = digits.padEnd(pointAt + 1, '0');
  const whole = Number(digits.slice(0, pointAt));
  const firstDropped = digits.charAt(pointAt);
  const magnitude = firstDropped >= '5' ? whole + 1 : whole;
  if (!Number.isSafeInteger(magnitude)) {
    throw new RangeError(`Too many pounds to hold in pence exactly: ${String(major)}`);
  }
  return major < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** Pence (minor units, as statements and accounts arrive) to pounds, e.g. 1999 -> 19.99. */
export function penceToPounds(minor: Pence): number {
  assertPence(minor, 'minor');
  return minor / 100;
}
