import type { FeatureToggle, RegistrationFormat } from '@brand/domain';

/**
 * Who is filling the form in and about what: what conditions and rules read besides the values.
 * The browser builds it from the session; the server from the verified token and the stored record.
 */
export interface FormContext {
  /** Feature toggles in force. */
  features?: Partial<Record<FeatureToggle, boolean>>;
  /** The visitor is not signed in. */
  isAnonymous?: boolean;
  /** The user is an admin (agent) acting for a customer. */
  isAdmin?: boolean;
  /** The admin's permissions (token claims). */
  permissions?: readonly string[];
  /** The form is about an existing policy (management) rather than a proposal. */
  hasPolicy?: boolean;
  /** The policy has started (management sections). */
  policyStarted?: boolean;
  /** The scheme code of the proposal or policy. */
  schemeCode?: string;
  /** The proposal's promotion code (order-number rules depend on it). */
  promoCode?: string | null;
  /** Values the form compares against that are not inputs (the policyholder's date of birth). */
  values?: Record<string, unknown>;
  /** The retailer table: whether a five-digit retailer number exists. */
  retailerExists?: (retailerNumber: string) => boolean;
  /** The brand's registration format; the UK's by default. */
  registrationFormat?: RegistrationFormat;
  /** The current time (tests pin it). @default new Date() */
  now?: Date | string;
}

/** A failed rule: its message key and the values the message interpolates. */
export interface FieldError {
  /** Translation key of the message (validation.required, validation.date.future, ...). */
  key: string;
  /** Values for the message's placeholders. */
  params?: Record<string, string | number>;
}

/** Errors by input name (dot path); an input with no error is absent. */
export type FieldErrors = Record<string, FieldError>;
