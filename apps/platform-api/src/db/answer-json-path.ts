import type { DisclosurePath } from '@brand/config';

// A path segment as the forms name answers: letters and digits only, so the path can stand in a
// query's text (a JSON path literal) with nothing to escape.
const SEGMENT = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * The PostgreSQL path (`'{policyholder,name,firstName}'` for `data #>> ...`) of a disclosure
 * answer, or of a field inside it: queries name answers through the config's path constants.
 */
export function answerJsonPath(path: DisclosurePath, ...fields: string[]): string {
  const segments = [...path.split('.'), ...fields];
  for (const segment of segments) {
    if (!SEGMENT.test(segment)) throw new RangeError(`Not an answer path segment: ${segment}`);
  }
  return `'{${segments.join(',')}}'`;
}
