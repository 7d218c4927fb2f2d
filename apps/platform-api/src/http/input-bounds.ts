import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './problem';

/**
 * The deepest nesting of objects and lists a request may carry. The deepest real body (a driver's
 * conviction inside a PATCH change: changes, value, items, drivingLicence, convictions, items,
 * offence) is about a dozen levels; thousands overflow the stack of whatever walks it next.
 */
export const MAX_INPUT_DEPTH = 32;

// Tab, line feed and carriage return: the C0 control characters text may hold.
const TEXT_WHITESPACE = [0x09, 0x0a, 0x0d];

/**
 * True when the text holds a C0 control character other than those allowed (by default the
 * whitespace text may hold). PostgreSQL refuses NUL in text and jsonb, and no answer, id or
 * search holds any of the others.
 */
export function hasControlCharacter(text: string, allowed: readonly number[] = TEXT_WHITESPACE) {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && !allowed.includes(code)) return true;
  }
  return false;
}

type Found = { path: string; text: string };

/**
 * The first part of a request's input that breaks the bounds: a control character in a string
 * or a key, or nesting past MAX_INPUT_DEPTH. Walked without recursion, so no nesting overflows it.
 */
export function outOfBounds(value: unknown, root: string): Found | null {
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value, path: root, depth: 0 },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path, depth } = next;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) {
        return { path, text: 'must not contain control characters (such as NUL)' };
      }
      continue;
    }
    if (typeof current !== 'object' || current === null || Buffer.isBuffer(current)) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      return { path, text: `must not nest deeper than ${MAX_INPUT_DEPTH} levels` };
    }
    for (const [key, child] of Object.entries(current)) {
      if (hasControlCharacter(key)) {
        return { path, text: 'must not have a name with control characters (such as NUL)' };
      }
      pending.push({ value: child, path: `${path}.${key}`, depth: depth + 1 });
    }
  }
  return null;
}

function checkRequest(request: FastifyRequest): void {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const found = outOfBounds(value, part);
    if (found) {
      throw new ApiError('bad-request', 'The request holds something no call takes.', {
        errors: [{ path: found.path, message: 'validation.schema', text: found.text }],
      });
    }
  }
}

/**
 * Every route's path parameters, query and parsed body are checked once, before the route's own
 * schema: a NUL reaching PostgreSQL, or JSON nested thousands deep reaching a recursive walk,
 * would otherwise answer 500 from whichever of the routes met it first.
 */
export function registerInputBounds(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkRequest(request));
}
