import Type from 'typebox';
import { Literals } from '../../http/schemas';
import { MANDATE_STATUSES } from '../../integrations/payments/direct-debit';

const ReturnUrl = (description: string) =>
  Type.String({ pattern: '^https?://\\S+$', maxLength: 2000, description });

export const ProposalIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const AccountIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const AdjustmentIdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
});

/** POST /stripe/checkout/proposal/{id}. */
export const ProposalCheckoutBody = Type.Object({
  successUrl: ReturnUrl(
    'Where the customer returns after paying; {CHECKOUT_SESSION_ID} is filled in.',
  ),
  cancelUrl: ReturnUrl('Where "back" on the hosted page goes.'),
  saveCard: Type.Optional(Type.Boolean({ description: 'Keep the card for later payments.' })),
  method: Type.Optional(Literals(['CARD', 'DUAL'])),
});

/** POST /stripe/checkout/mta/{id} (spec 001 §7: success and cancel paths, saveCard false). */
export const AdjustmentCheckoutBody = Type.Object({
  successUrl: ReturnUrl('Where the customer returns after paying.'),
  cancelUrl: ReturnUrl('Where "back" on the hosted page goes.'),
  saveCard: Type.Optional(Type.Boolean()),
});

/** POST /stripe/settle/{id} (spec 001 §7: lineItem and locale are the portal's; kept optional). */
export const SettleCheckoutBody = Type.Object({
  successUrl: ReturnUrl('Where the customer returns after paying.'),
  cancelUrl: ReturnUrl('Where "back" on the hosted page goes.'),
  saveCard: Type.Optional(Type.Boolean()),
  locale: Type.Optional(Type.String({ maxLength: 16 })),
  lineItem: Type.Optional(
    Type.Object({
      description: Type.Optional(Type.String({ maxLength: 500 })),
      name: Type.Optional(Type.String({ maxLength: 200 })),
      imageUrl: Type.Optional(Type.String({ maxLength: 2000 })),
    }),
  ),
});

/** POST /stripe/setup. */
export const CardSetupBody = Type.Object({
  clientReference: Type.String({
    minLength: 1,
    maxLength: 64,
    description:
      'A proposal code (nothing to pay: it binds once the card is kept) or a customer account id.',
  }),
  successUrl: ReturnUrl('Where the customer returns once the card is kept.'),
  cancelUrl: ReturnUrl('Where "back" goes.'),
});

/** A hosted page to send the customer to. */
export const HostedPageSchema = Type.Object({ url: Type.String() });

const MotoFields = {
  token: Type.String({ maxLength: 255, description: "The card field's token (tok_...)." }),
  tokenCreatedAt: Type.Optional(
    Type.String({
      format: 'date-time',
      description: 'When the card field issued the token: it is good for 10 minutes.',
    }),
  ),
  country: Type.Optional(Type.String({ maxLength: 2 })),
  itemName: Type.Optional(Type.String({ maxLength: 200 })),
};

/** POST /stripe/moto/checkout/proposal/{id}. */
export const MotoCheckoutBody = Type.Object(MotoFields);

/** POST /customerAccounts/{id}/paymentMethods/card (ADR 0048). */
export const CardFromTokenBody = Type.Object({
  token: Type.String({
    maxLength: 255,
    description: "The card field's token (tok_...): Stripe's card Element, or the sandbox's field.",
  }),
});

/** POST /stripe/moto/settle/{id}. */
export const MotoSettleBody = Type.Object({
  ...MotoFields,
  postalCode: Type.String({ maxLength: 10 }),
  dateOfBirth: Type.String({ maxLength: 10, description: "The policyholder's, yyyy-MM-dd." }),
});

/** A phone payment taken. */
export const MotoPaymentSchema = Type.Object({
  paymentId: Type.String(),
  amountPence: Type.Integer(),
});

/** POST /goCardless/flows. */
export const RedirectFlowBody = Type.Object({
  mandateDescription: Type.String({ minLength: 1, maxLength: 100 }),
  successUrl: ReturnUrl('Where the customer returns, with redirect_flow_id added.'),
  proposalCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  checkoutMethod: Type.Optional(Literals(['DIRECT_DEBIT', 'DUAL'])),
  accountId: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description:
        "The caller's customer account the mandate is for (the billing tab's): completing the flow saves it there and switches that account to Direct Debit. Not with proposalCode.",
    }),
  ),
});

export const RedirectFlowSchema = Type.Object({ redirectUrl: Type.String() });

/** POST /goCardless/mandates. */
export const CompleteMandateBody = Type.Object({
  redirectFlowId: Type.String({ minLength: 1, maxLength: 64 }),
});

export const MandateSchema = Type.Object({
  id: Type.String(),
  customerId: Type.String(),
  status: Literals([...MANDATE_STATUSES]),
  providerStatus: Type.String(),
  reference: Type.Union([Type.String(), Type.Null()]),
  bankName: Type.Union([Type.String(), Type.Null()]),
  accountNumberEnding: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
