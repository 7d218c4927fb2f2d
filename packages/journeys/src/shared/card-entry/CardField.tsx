// The card field of a form (ADR 0048): the provider's frame, mounted by the screen's tokenizer,
// inside a fieldset whose legend names it and whose error (the field's own, or the platform's
// decline) is announced and tied to it. The frame keeps its own inputs, so keyboard users tab
// through number, expiry and code as in any form.
import { FieldSet, Notification } from '@brand/ui';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../texts';
import type { CardEntryState } from './use-card-tokenizer';

/** Props of CardField. */
export interface CardFieldProps {
  /** The field's id; its legend, hint and error ids derive from it. */
  id: string;
  /** The screen's tokenizer (useCardTokenizer). */
  entry: CardEntryState;
  /** What is wrong with the card: the field's message, or the decline. */
  error?: string | null | undefined;
}

/** The card details, typed into the provider's own frame. */
export function CardField({ id, entry, error }: CardFieldProps) {
  const t = useTexts();
  const host = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<'pending' | 'shown' | 'failed'>('pending');
  const tokenizer = entry.tokenizer;

  useEffect(() => {
    const element = host.current;
    if (!tokenizer || !element) return;
    let live = true;
    setShown('pending');
    tokenizer.mount(element).then(
      () => live && setShown('shown'),
      () => live && setShown('failed'),
    );
    return () => {
      live = false;
      tokenizer.destroy();
    };
  }, [tokenizer]);

  if (entry.status === 'unavailable' || shown === 'failed') {
    return (
      <Notification tone="warning">
        <p>{t('checkout.cardField.unavailable')}</p>
      </Notification>
    );
  }
  return (
    <FieldSet
      id={id}
      label={t('checkout.cardField.label')}
      hint={t('checkout.cardField.hint')}
      error={error ?? undefined}
    >
      {shown === 'pending' ? <p role="status">{t('checkout.cardField.loading')}</p> : null}
      <div ref={host} data-card-field="" />
    </FieldSet>
  );
}
