import type { Database } from '../../db/database';
import { CHAT_CHANNEL } from '../../db/migrations/0025-chat';
import {
  findConversation,
  lastSeqOf,
  listMessages,
  openQueue,
  queueItem,
  type StoredMessage,
} from './chat-repository';
import type { ChatQueueItem, ChatStatus } from './chat-schemas';

/** Where a conversation's stream writes (the stream shows each message as its caller reads it). */
export type ConversationSink = {
  message(message: StoredMessage): void;
  status(status: ChatStatus): void;
};

type ConversationSubscriber = { sink: ConversationSink; lastSeq: number; status?: ChatStatus };

/**
 * This instance's chat publisher (ADR 0046): every committed message or status change is
 * NOTIFYed by the database (migration 0025's triggers), whichever instance wrote it, and this
 * hub hands it to the streams open here. A notice is only a nudge: each conversation's streams
 * are sent the messages after the last one each has had, read from the table, so a notice lost
 * with a dropped connection (onGap) or one arriving twice loses or repeats nothing.
 */
export class ChatEvents {
  private readonly conversations = new Map<string, Set<ConversationSubscriber>>();
  private readonly queues = new Set<(item: ChatQueueItem) => void>();
  /** Per conversation, the delivery in progress: deliveries of one conversation take turns. */
  private readonly turns = new Map<string, Promise<void>>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(
      CHAT_CHANNEL,
      (payload) => this.onNotice(payload),
      () => this.onGap(),
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
  }

  /**
   * Streams the conversation to `sink`: first its status, then the messages after
   * `afterMessageSeq` (a reconnect's Last-Event-ID) or, without one, those written from now on.
   * Answers the unsubscribe.
   */
  subscribeConversation(
    conversationId: string,
    sink: ConversationSink,
    afterMessageSeq: number | null,
  ): () => void {
    const subscriber: ConversationSubscriber = { sink, lastSeq: Number.POSITIVE_INFINITY };
    let subscribers = this.conversations.get(conversationId);
    if (!subscribers) {
      subscribers = new Set();
      this.conversations.set(conversationId, subscribers);
    }
    subscribers.add(subscriber);
    this.inTurn(conversationId, async () => {
      subscriber.lastSeq = afterMessageSeq ?? (await lastSeqOf(this.db, conversationId));
    });
    this.deliver(conversationId);
    return () => {
      subscribers.delete(subscriber);
      if (subscribers.size === 0 && this.conversations.get(conversationId) === subscribers) {
        this.conversations.delete(conversationId);
      }
    };
  }

  /** Sends `sink` every change of the queue (a conversation opened, answered, written to, closed). */
  subscribeQueue(sink: (item: ChatQueueItem) => void): () => void {
    this.queues.add(sink);
    return () => this.queues.delete(sink);
  }

  private onNotice(payload: string): void {
    let conversationId: unknown;
    try {
      conversationId = (JSON.parse(payload) as { conversationId?: unknown }).conversationId;
    } catch {
      return;
    }
    if (typeof conversationId !== 'string') return;
    this.deliver(conversationId);
    if (this.queues.size > 0) {
      this.inTurn(`queue:${conversationId}`, async () => {
        const item = await queueItem(this.db, conversationId);
        if (item) for (const sink of this.queues) sink(item);
      });
    }
  }

  /** Notices may have been missed: every stream is brought up to date from the tables. */
  private onGap(): void {
    for (const conversationId of this.conversations.keys()) this.deliver(conversationId);
    if (this.queues.size === 0) return;
    this.inTurn('queue', async () => {
      for (const item of await openQueue(this.db)) for (const sink of this.queues) sink(item);
    });
  }

  /** Sends each stream of the conversation its status when it changed and its new messages. */
  private deliver(conversationId: string): void {
    this.inTurn(conversationId, async () => {
      const subscribers = this.conversations.get(conversationId);
      if (!subscribers || subscribers.size === 0) return;
      const conversation = await findConversation(this.db, conversationId);
      if (!conversation) return;
      const from = Math.min(...[...subscribers].map((subscriber) => subscriber.lastSeq));
      const messages = await listMessages(this.db, conversationId, from);
      for (const subscriber of subscribers) {
        for (const message of messages) {
          if (message.seq <= subscriber.lastSeq) continue;
          subscriber.sink.message(message);
          subscriber.lastSeq = message.seq;
        }
        if (subscriber.status !== conversation.status) {
          subscriber.status = conversation.status;
          subscriber.sink.status(conversation.status);
        }
      }
    });
  }

  private inTurn(key: string, work: () => Promise<void>): void {
    const previous = this.turns.get(key) ?? Promise.resolve();
    const next = previous.then(work).catch(this.onError);
    this.turns.set(key, next);
    void next.then(() => {
      if (this.turns.get(key) === next) this.turns.delete(key);
    });
  }
}
