// Who wrote a chat message and when, above its text: the same line in the customer's panel and the
// agent's console, so both sides read "You at 10:04" and "Sam (our team) at 10:05" alike.
import { useTexts } from '../shared/texts';

/** A message's time as the customer and the agent both read it: the London clock, 24-hour. */
export function sentTimeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });
}

/** Props of MessageAuthor. */
export interface MessageAuthorProps {
  /** Who wrote it, as the reader knows them ("You", "Sam (our team)"). */
  author: string;
  /** When the platform took it; absent while it is still being sent. */
  sentAt?: string | undefined;
}

/** The author and time line of a chat message (text, so a screen reader reads both with it). */
export function MessageAuthor({ author, sentAt }: MessageAuthorProps) {
  const t = useTexts();
  return (
    <p className="who">
      {author}
      {sentAt ? (
        <>
          {' '}
          <time dateTime={sentAt}>{t('chat.sentAt', { time: sentTimeOf(sentAt) })}</time>
        </>
      ) : null}
    </p>
  );
}
