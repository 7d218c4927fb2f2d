import type { Translate } from '@brand/forms';
import type { CallFailure } from './call-failure';

/** The lowest and highest HTTP statuses of a refusal the platform words for the customer. */
const REFUSAL_STATUS = { from: 400, to: 499 } as const;

/** Whether trying the same call again may help: the connection failed, or the server did. */
export function isRetryable(failure: CallFailure): boolean {
  return failure.status === undefined || failure.status > REFUSAL_STATUS.to;
}

/** What a failed call says: a heading of what happened, and what to do. */
export interface FailureWords {
  title: string;
  body: string;
}

/**
 * What a failed call tells the customer. A refusal (4xx) carries the platform's own words for them;
 * anything else (a 5xx, a lost connection, a bug) carries a server's or a library's raw text ('boom',
 * 'Internal Server Error', 'TypeError: ...') that helps nobody, so the error kind's texts say what
 * happened and what to do instead.
 */
export function failureWords(failure: CallFailure, t: Translate): FailureWords {
  const refused =
    failure.status !== undefined &&
    failure.status >= REFUSAL_STATUS.from &&
    failure.status <= REFUSAL_STATUS.to;
  if (refused) {
    return {
      title: t('journeys.loadFailed.title'),
      body: failure.message ?? t('journeys.saveFailed'),
    };
  }
  const kind = failure.kind === 'NETWORK' ? 'NETWORK' : 'UNEXPECTED';
  return { title: t(`errors.kinds.${kind}.header`), body: t(`errors.kinds.${kind}.body`) };
}
