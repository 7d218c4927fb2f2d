import { ConfigurationError } from '@brand/domain';

/**
 * The typed text with the characters the mask refuses dropped. A mask is a regular expression for
 * one accepted character ('[0-9]', '[A-Za-z ]'), so a blocked key press never reaches the value.
 */
export function applyMask(text: string, mask: string | undefined): string {
  if (!mask) return text;
  let accepts: RegExp;
  try {
    accepts = new RegExp(`^(?:${mask})$`, 'u');
  } catch {
    throw new ConfigurationError(`Input mask is not a valid regular expression: ${mask}`);
  }
  return Array.from(text)
    .filter((character) => accepts.test(character))
    .join('');
}
