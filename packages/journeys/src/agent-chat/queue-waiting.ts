// How long a customer in the queue has waited, as the agent reads it.
import type { Translate } from '@brand/forms';
import type { ChatQueueItem } from './agent-chat-types';

/** Whole minutes between `since` and `now`. */
export function minutesWaiting(since: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
}

/** "waiting 3 min", or who answered. */
export function waitingText(item: ChatQueueItem, now: number, t: Translate): string {
  if (!item.waitingSince) {
    return item.assignedAgentName
      ? `${t('admin.chat.answered')}, ${t('admin.chat.answeredBy', { name: item.assignedAgentName })}`
      : t('admin.chat.answered');
  }
  const minutes = minutesWaiting(item.waitingSince, now);
  return minutes < 1 ? t('admin.chat.waitingNow') : t('admin.chat.waiting', { count: minutes });
}
