// The card of an agent's phone payment (ADR 0048), for every phone form (the proposal's first
// payment, settling a balance, an adjustment's premium): the card field first, where the agent
// keys the card the customer reads out; behind "I have a token", the form's pasted token field
// for a token received another way. The form's other questions stay as they are.
import { paymentTokenInput } from '@brand/config';
import type { FormDefinition, FormValues } from '@brand/forms';
import { Button } from '@brand/ui';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { CardField, useCardTokenizer } from './card-entry';
import { useTokenEnteredAt } from './phone-payment';
import { useTexts } from './texts';

/** The token a payment is taken with, and when it was made (the platform's 10-minute rule). */
export type PhoneCardToken = { token: string; tokenCreatedAt: string };

/** What a phone form renders and calls. */
export interface PhoneCard {
  /** True while the card field is the way in (the form's token input is left out). */
  keyed: boolean;
  /** The form to render: without its token input while the field is used. */
  form: FormDefinition;
  /** The card field, above the form (null while the token is pasted). */
  field: ReactNode;
  /** "I have a token" / "Key the card instead" (null when no field is offered). */
  toggle: ReactNode;
  /** The text key of the form's description: `keyedKey` with the field, else the form's own. */
  descriptionKey: (keyedKey: string) => string;
  /** The form's values watcher (when the pasted token was entered). */
  onValuesChange: (values: FormValues) => void;
  /** The token to pay with, or null when the field has said what to fix. */
  cardToken: (values: FormValues) => Promise<PhoneCardToken | null>;
}

/** The phone form `form`'s card: the field, or its pasted token. */
export function usePhoneCard(form: FormDefinition): PhoneCard {
  const t = useTexts();
  const fieldId = useId();
  const entry = useCardTokenizer();
  const [pasting, setPasting] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { onValuesChange, enteredAt } = useTokenEnteredAt();
  // Without a field (none configured, or the config could not be read) the pasted token it is.
  const keyed = !pasting && entry.status !== 'unavailable';
  const shownForm = useMemo(
    () =>
      keyed
        ? { ...form, inputs: form.inputs.filter((input) => input.name !== paymentTokenInput.name) }
        : form,
    [form, keyed],
  );

  const cardToken = async (values: FormValues): Promise<PhoneCardToken | null> => {
    if (!keyed) {
      return { token: String(values[paymentTokenInput.name]).trim(), tokenCreatedAt: enteredAt() };
    }
    if (!entry.tokenizer) return null;
    setFieldError(null);
    const result = await entry.tokenizer.createToken();
    if ('error' in result) {
      setFieldError(result.error);
      return null;
    }
    // The field's token is made now: its 10 minutes start as it is sent.
    return { token: result.token, tokenCreatedAt: new Date().toISOString() };
  };

  return {
    keyed,
    form: shownForm,
    field: keyed ? <CardField id={fieldId} entry={entry} error={fieldError} /> : null,
    toggle:
      entry.status === 'unavailable' ? null : (
        <p>
          <Button type="button" variant="link" onClick={() => setPasting(!pasting)}>
            {t(pasting ? 'admin.moto.keyCard' : 'admin.moto.haveToken')}
          </Button>
        </p>
      ),
    descriptionKey: (keyedKey) => (keyed ? keyedKey : (form.description ?? keyedKey)),
    onValuesChange,
    cardToken,
  };
}
