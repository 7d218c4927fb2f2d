import type { QueryValue } from './request';

function queryText(value: Exclude<QueryValue, null | undefined>): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * The query string of `query`, with its `?`, or '' when nothing is left: arrays repeat the key
 * (`make=a&make=b`, which the platform reads back as an array); `null` and `undefined` are left
 * out; dates are sent as ISO 8601 instants.
 */
export function toQueryString(
  query: Record<string, QueryValue | readonly QueryValue[]> | undefined,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== null && item !== undefined) search.append(key, queryText(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Fills the `{name}` placeholders of an OpenAPI path template, percent-encoding each value. */
export function expandPath(
  template: string,
  params: Record<string, string | number | boolean> = {},
): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
