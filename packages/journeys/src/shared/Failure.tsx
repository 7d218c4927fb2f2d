import { Button, Notification } from '@brand/ui';
import { ChatButton } from './ChatButton';
import type { CallFailure } from './call-failure';
import { failureWords, isRetryable } from './failure-text';
import { useTexts } from './texts';

/** Props of Failure. */
export interface FailureProps {
  /** The failed call, or null for none. */
  failure: CallFailure | null;
  /**
   * Makes the failed call again. @default reloading the page, which repeats the page's own calls:
   * a page that can repeat just the one call should pass it.
   */
  onRetry?: () => void;
}

/**
 * A failed call, announced: the platform's field errors, its words for a refusal, or what happened
 * and what to do, never a server's raw title; a retry wherever trying again may help.
 */
export function Failure({ failure, onRetry }: FailureProps) {
  const t = useTexts();
  if (!failure) return null;
  const retry = onRetry ?? (() => window.location.reload());
  const words = failureWords(failure, t);
  return (
    <Notification
      tone="critical"
      title={words.title}
      action={
        <>
          {isRetryable(failure) ? (
            <Button variant="secondary" onClick={retry}>
              {t('errors.actions.tryAgain')}
            </Button>
          ) : null}
          {/* Not the customer's answers to fix: the chat opens with what went wrong. */}
          {failure.fields && failure.fields.length > 0 ? null : (
            <ChatButton context={{ error: words.title }} />
          )}
        </>
      }
    >
      {failure.fields && failure.fields.length > 0 ? (
        <ul>
          {failure.fields.map((field) => (
            <li key={field.path}>{field.text}</li>
          ))}
        </ul>
      ) : (
        <p>{words.body}</p>
      )}
    </Notification>
  );
}
