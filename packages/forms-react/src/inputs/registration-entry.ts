import {
  checkVrn,
  formatVrn,
  normaliseVrn,
  type RegistrationFormat,
  UK_REGISTRATION_FORMAT,
} from '@brand/domain';
import type { FormContext, InputDefinition } from '@brand/forms';

/** The registration format of an input: its rule's, else the brand's (context), else the UK's. */
export function registrationFormatOf(
  input: InputDefinition,
  context: FormContext,
): RegistrationFormat {
  const rule = input.validation?.vehicleRegistration;
  return (
    (typeof rule === 'object' ? rule.format : undefined) ??
    context.registrationFormat ??
    UK_REGISTRATION_FORMAT
  );
}

/** What the registration input holds while typing: spaces and hyphens gone, upper case. */
export function registrationFromTyped(typed: string): string {
  return normaliseVrn(typed);
}

/**
 * The registration as shown once typed (on leaving the input or searching): the divider inserted
 * by the best-matching format ('AB12CDE' becomes 'AB12 CDE'); as typed when no format matches. Not
 * while typing, because a short prefix already matches a dateless format ('AB1' would show 'AB 1').
 */
export function displayRegistration(text: string, format: RegistrationFormat): string {
  return formatVrn(text, format) ?? normaliseVrn(text);
}

/** True when the registration can be searched: complete, of the format, not a Q plate. */
export function canSearchRegistration(text: string, format: RegistrationFormat): boolean {
  return checkVrn(text, format) === null;
}
