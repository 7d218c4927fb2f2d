import type { InputDefinition } from '@brand/forms';

/**
 * The card token an agent pastes from the card payment screen (spec 002 §5: it starts tok_).
 * One definition for every phone-payment form, so they check a token alike.
 */
export const paymentTokenInput = {
  name: 'token',
  type: 'text',
  label: 'forms.questions.admin.token.label',
  hint: 'forms.questions.admin.token.hint',
  validation: { required: true, paymentToken: true },
} as const satisfies InputDefinition;
