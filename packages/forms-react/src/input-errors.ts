/**
 * The error an input shows: its own, else the first of its parts or items (the engine names those
 * 'name.firstName' or 'drivers.items.0.firstName'), so an invalid part is never left unexplained.
 */
export function errorForInput(
  errors: Readonly<Record<string, string | undefined>>,
  name: string,
): string | undefined {
  const own = errors[name];
  if (own !== undefined) return own;
  const prefix = `${name}.`;
  const part = Object.keys(errors).find((key) => key.startsWith(prefix));
  return part === undefined ? undefined : errors[part];
}
