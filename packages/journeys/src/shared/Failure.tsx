import type { Translate } from '@brand/forms/react';
import { Notification } from '@brand/ui';
import type { CallFailure } from '../quote/quoteApi';

/** A failed call, announced: the platform's field errors or message, else the generic one. */
export function Failure({ failure, t }: { failure: CallFailure | null; t: Translate }) {
  if (!failure) return null;
  return (
    <Notification tone="critical" title={t('journeys.loadFailed.title')}>
      {failure.fields && failure.fields.length > 0 ? (
        <ul>
          {failure.fields.map((field) => (
            <li key={field.path}>{field.text}</li>
          ))}
        </ul>
      ) : (
        <p>{failure.message ?? t('journeys.saveFailed')}</p>
      )}
    </Notification>
  );
}
