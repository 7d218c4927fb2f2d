// The console's chat page (issue 19): the open conversations, the customers waiting longest
// first, each with how long they have waited, who they are and where they opened the chat. The
// list follows the platform live; a new conversation or message is announced.
import { routerLink } from '@brand/app-shell';
import { AppLink, LoadingIndicator, Notification, StatusBadge } from '@brand/ui';
import styled from '@emotion/styled';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../impersonation/AdminPage';
import type { ChatQueueItem } from './agent-chat-api';
import { ChatAnnouncer } from './ChatAnnouncer';
import { minutesWaiting } from './queue-order';
import { useChatQueue } from './useChatQueue';
import { useNow } from './useNow';

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

/** "waiting 3 min", or who answered. */
export function waitingText(item: ChatQueueItem, now: number, t: TFunction): string {
  if (!item.waitingSince) {
    return item.assignedAgentName
      ? `${t('admin.chat.answered')}, ${t('admin.chat.answeredBy', { name: item.assignedAgentName })}`
      : t('admin.chat.answered');
  }
  const minutes = minutesWaiting(item.waitingSince, now);
  return minutes < 1 ? t('admin.chat.waitingNow') : t('admin.chat.waiting', { count: minutes });
}

/** The queue (see the file's head). */
export function ChatQueuePage() {
  const { t } = useTranslation();
  const queue = useChatQueue();
  const now = useNow();
  return (
    <AdminPage title={t('admin.chat.title')}>
      <ChatAnnouncer
        text={
          queue.announcement
            ? t(`admin.chat.${queue.announcement.kind}`, { name: queue.announcement.name })
            : ''
        }
        at={queue.announcement?.at ?? 0}
      />
      <p>
        <StatusBadge tone={queue.live ? 'success' : 'warning'}>
          {t(queue.live ? 'admin.chat.live' : 'admin.chat.reconnecting')}
        </StatusBadge>
      </p>
      {queue.status === 'loading' ? <LoadingIndicator label={t('admin.chat.loading')} /> : null}
      {queue.status === 'failed' ? (
        <Notification tone="critical">
          <p>{t('admin.chat.failed')}</p>
        </Notification>
      ) : null}
      {queue.status === 'ready' && queue.conversations.length === 0 ? (
        <p>{t('admin.chat.empty')}</p>
      ) : null}
      {queue.conversations.length > 0 ? (
        <Queue aria-label={t('admin.chat.queueLabel')}>
          {queue.conversations.map((item) => (
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
      ) : null}
    </AdminPage>
  );
}
