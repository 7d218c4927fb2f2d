/**
 * FNV-1a (32 bits) of a string: a hash that is the same on every machine and every release, so a
 * registration always maps to the same shipped vehicle. Not for security.
 */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
