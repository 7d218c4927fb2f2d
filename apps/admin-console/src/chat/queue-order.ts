// The queue's order: waiting customers first, longest wait first.
import type { ChatQueueItem } from './agent-chat-api';

/** Puts `item` in the queue (replacing its earlier state), or takes it out once closed. */
export function withQueueItem(queue: ChatQueueItem[], item: ChatQueueItem): ChatQueueItem[] {
  const others = queue.filter((known) => known.id !== item.id);
  return item.status === 'CLOSED' ? others : orderQueue([...others, item]);
}

/** Waiting (unanswered) first, oldest wait first; then the answered ones, oldest first. */
export function orderQueue(queue: ChatQueueItem[]): ChatQueueItem[] {
  return [...queue].sort((a, b) => {
    if (a.waitingSince && b.waitingSince) return a.waitingSince.localeCompare(b.waitingSince);
    if (a.waitingSince) return -1;
    if (b.waitingSince) return 1;
    return a.openedAt.localeCompare(b.openedAt);
  });
}
