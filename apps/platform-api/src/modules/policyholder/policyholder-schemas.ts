import Type from 'typebox';
import { Nullable } from '../../http/schemas';

const LINE = Type.Optional(Type.String({ maxLength: 200 }));

/**
 * A home address as the address input gives it (spec 002 §3). Every field is optional here: the
 * account-settings form decides what is required, so a missing line answers a field error.
 */
export const PolicyholderAddressSchema = Type.Object(
  {
    company: LINE,
    department: LINE,
    line1: LINE,
    line2: LINE,
    line3: LINE,
    line4: LINE,
    line5: LINE,
    city: LINE,
    postalCode: LINE,
    countryName: LINE,
    countryIso2: LINE,
    countryIso3: LINE,
    label: LINE,
  },
  { additionalProperties: false },
);

/** The marketing channels the policyholder agrees to (spec 002 §9: email, phone, sms). */
export const MarketingPreferencesSchema = Type.Object(
  { email: Type.Boolean(), phone: Type.Boolean(), sms: Type.Boolean() },
  { additionalProperties: false },
);

/** First and last name. */
export const PolicyholderNameSchema = Type.Object(
  {
    firstName: Type.String({ maxLength: 100 }),
    lastName: Type.String({ maxLength: 100 }),
  },
  { additionalProperties: false },
);

/** GET and PATCH /policyholder: the caller's customer record. */
export const PolicyholderSchema = Type.Object({
  customerId: Type.String(),
  name: PolicyholderNameSchema,
  dateOfBirth: Type.String({ format: 'date', description: 'YYYY-MM-DD' }),
  email: Type.String(),
  phone: Nullable(Type.String()),
  address: Nullable(PolicyholderAddressSchema),
  marketingPreferences: MarketingPreferencesSchema,
  accountRegistered: Type.Boolean(),
});

/** PATCH /policyholder: only the settings that changed; each is checked by its settings form. */
export const PolicyholderChangesBody = Type.Object(
  {
    name: Type.Optional(PolicyholderNameSchema),
    email: Type.Optional(Type.String({ maxLength: 320 })),
    phone: Type.Optional(Type.String({ maxLength: 40 })),
    address: Type.Optional(PolicyholderAddressSchema),
    marketingPreferences: Type.Optional(MarketingPreferencesSchema),
  },
  { additionalProperties: false },
);
