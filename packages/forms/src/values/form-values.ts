/** A form's values: answers by input name, nested where names are dot paths ('vehicle.annualMileage'). */
export type FormValues = Record<string, unknown>;

/**
 * True for a plain object (an object literal or one without a prototype). Arrays, dates, maps and
 * boxed values are not: form values arrive as JSON, so anything else is an unreadable answer.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The values as a record; anything else (the server may be sent any JSON) reads as no answers. */
export function asFormValues(values: unknown): FormValues {
  return isRecord(values) ? values : {};
}
