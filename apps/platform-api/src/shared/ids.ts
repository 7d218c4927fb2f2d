import { randomUUID } from 'node:crypto';

/**
 * A new record id: a prefix that says what it names (P proposal, QT quote, POL policy, CUS
 * customer, ADJ policy adjustment) and 16 random hexadecimal characters, upper case.
 */
export function newId(prefix: 'P' | 'QT' | 'POL' | 'CUS' | 'ADJ'): string {
  return `${prefix}${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`;
}
