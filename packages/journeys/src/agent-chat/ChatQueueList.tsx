// The console's chat queue as a list: each open conversation with who the customer is, how long
// they have waited (or who answered), where they opened the chat and their last words. The
// console's queue page fetches and follows it; this only draws it.
import { routerLink } from '@brand/app-shell';
import { AppLink } from '@brand/ui';
import styled from '@emotion/styled';
import { useTexts } from '../shared/texts';
import type { ChatQueueItem } from './agent-chat-types';
import { waitingText } from './queue-waiting';

const Queue = styled.ol(
  ({ theme }) => `
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm}px;
  li {
    display: grid;
    gap: ${theme.space.xxs}px;
    padding: ${theme.space.sm}px ${theme.space.md}px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md}px;
  }
  li[data-waiting] { border-left: ${theme.space.xs}px solid ${theme.colors.primary}; }
  p { margin: 0; }
  .meta { color: ${theme.colors.textSecondary}; }
`,
);

/** Props of ChatQueueList. */
export interface ChatQueueListProps {
  /** The open conversations, in the queue's order (waiting first, longest wait first). */
  conversations: ChatQueueItem[];
  /** The time now (ms), which waits are counted to. */
  now: number;
}

/** The queue (see the file's head); an empty queue says so. */
export function ChatQueueList({ conversations, now }: ChatQueueListProps) {
  const t = useTexts();
  if (conversations.length === 0) return <p>{t('admin.chat.empty')}</p>;
  return (
    <Queue aria-label={t('admin.chat.queueLabel')}>
      {conversations.map((item) => (
        <li key={item.id} {...(item.waitingSince ? { 'data-waiting': '' } : {})}>
          <p>
            <AppLink href={`/chat/${encodeURIComponent(item.id)}`} renderLink={routerLink}>
              <strong>{item.customerName}</strong>
            </AppLink>{' '}
            <span>{waitingText(item, now, t)}</span>
          </p>
          <p className="meta">
            {t('admin.chat.openedFrom', { page: item.context.page })}
            {item.context.proposalId
              ? ` · ${t('admin.chat.context.proposal')} ${item.context.proposalId}`
              : ''}
            {item.context.policyId
              ? ` · ${t('admin.chat.context.policy')} ${item.context.policyId}`
              : ''}
          </p>
          {item.lastMessage ? <p>“{item.lastMessage.text}”</p> : null}
        </li>
      ))}
    </Queue>
  );
}
