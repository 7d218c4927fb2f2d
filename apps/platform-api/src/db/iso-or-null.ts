/** An instant from the database as ISO 8601 (UTC), or null. */
export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
