// What the platform printed about the demo it seeded on its new data folder (see
// apps/platform-api/src/demo/seed-demo.ts): the saved quote a visitor can retrieve.

const SAVED_QUOTE =
  /Saved quote: reference (\S+), date of birth (\d{2})\/(\d{2})\/(\d{4}), postcode ([A-Z0-9 ]+?) \(/;

/**
 * The demo's saved quote from the platform's start-up output: its reference, the policyholder's
 * date of birth (day, month, year as typed) and postcode. Throws when the output has none.
 */
export function demoSavedQuote(output) {
  const match = SAVED_QUOTE.exec(output);
  if (!match) throw new Error(`the platform printed no demo saved quote:\n${output}`);
  const [, reference, day, month, year, postcode] = match;
  return { reference, dateOfBirth: { day, month, year }, postcode };
}

const EXPIRED_QUOTE =
  /Expired quote: reference (\S+), date of birth (\d{2})\/(\d{2})\/(\d{4}), postcode ([A-Z0-9 ]+?) \(/;

/**
 * The demo's expired quote (apps/platform-api/src/demo/seed-expired-quote.ts): quoted long ago,
 * it reads as QUOTE_EXPIRED until a new start date reprices it. Same shape as demoSavedQuote.
 */
export function demoExpiredQuote(output) {
  const match = EXPIRED_QUOTE.exec(output);
  if (!match) throw new Error(`the platform printed no demo expired quote:\n${output}`);
  const [, reference, day, month, year, postcode] = match;
  return { reference, dateOfBirth: { day, month, year }, postcode };
}

const CUSTOMER = /Customer:\s+(\S+) \(user id ([^)]+)\), active flex policy (MINI-FLX-\d+)/;

/**
 * The demo's customer (apps/platform-api/src/demo/seed-demo.ts) from the platform's start-up
 * output: the email they sign in with, their user id and their active flex policy's number.
 * Throws when the output has none.
 */
export function demoCustomer(output) {
  const match = CUSTOMER.exec(output);
  if (!match) throw new Error(`the platform printed no demo customer:\n${output}`);
  const [, email, userId, policyNumber] = match;
  return { email, userId, policyNumber };
}
