// The console's chat page (issue 19): the open conversations, the customers waiting longest
// first (the journeys' ChatQueueList draws them). The list follows the platform live; a new
// conversation or message is announced.
import { ChatQueueList } from '@brand/journeys/agent-chat';
import { LoadingIndicator, Notification, StatusBadge } from '@brand/ui';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../impersonation/AdminPage';
import { ChatAnnouncer } from './ChatAnnouncer';
import { useChatQueue } from './useChatQueue';
import { useNow } from './useNow';

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
      {queue.status === 'ready' || queue.conversations.length > 0 ? (
        <ChatQueueList conversations={queue.conversations} now={now} />
      ) : null}
    </AdminPage>
  );
}
