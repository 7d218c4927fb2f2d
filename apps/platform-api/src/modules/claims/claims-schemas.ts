import Type from 'typebox';
import { Literals, Nullable } from '../../http/schemas';

export const ListClaimsQuery = Type.Object(
  { policyNumber: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

export const ClaimSchema = Type.Object({
  claimReference: Type.String(),
  status: Literals(['ACTIVE', 'SETTLED', 'PENDING']),
  claimType: Nullable(
    Type.String({ description: 'Null while a first notice is not yet assessed.' }),
  ),
  insuredName: Type.String(),
  occurredDate: Type.String({ format: 'date-time' }),
});

export const ClaimListSchema = Type.Array(ClaimSchema);

export const FnolLinkBody = Type.Object(
  {
    policyId: Type.String({ minLength: 1, maxLength: 64 }),
    privacyPolicyUrl: Type.String({ minLength: 1, maxLength: 2000, format: 'uri' }),
    callbackUrl: Type.String({ minLength: 1, maxLength: 2000, format: 'uri' }),
    telephone: Type.String({ minLength: 3, maxLength: 30, pattern: '^[0-9+() -]+$' }),
    email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
  },
  { additionalProperties: false },
);

export const FnolLinkSchema = Type.Object({
  url: Type.String({ description: 'Where the browser goes to make the claim.' }),
});
