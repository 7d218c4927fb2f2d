import { randomUUID } from 'node:crypto';
import type { Sql } from '../../db/database';
import type {
  ChatAuthor,
  ChatContext,
  ChatCustomerSummary,
  ChatMessage,
  ChatQueueItem,
  ChatStatus,
} from './chat-schemas';

/** Who SYSTEM messages (the context notes) are from, as the apps show them. */
export const SYSTEM_AUTHOR_NAME = 'MINI Insurance';
/** A customer whose name nothing tells: a visitor who has not reached the "about you" page. */
export const UNKNOWN_CUSTOMER_NAME = 'Visitor';

/** A conversation as stored, with who owns it. */
export type ConversationRow = {
  id: string;
  ownerUserId: string;
  ownerKind: string;
  status: ChatStatus;
  context: ChatContext;
  assignedAgentUserId: string | null;
  assignedAgentName: string | null;
  openedAt: string;
};

/**
 * A message as stored: the API's shape, its place in the conversation (seq) and who wrote it
 * (the API says only whether that was the caller: shownTo).
 */
export type StoredMessage = Omit<ChatMessage, 'fromYou'> & {
  seq: number;
  authorUserId: string | null;
};

type ConversationDbRow = {
  id: string;
  owner_user_id: string;
  owner_kind: string;
  status: ChatStatus;
  context: ChatContext | string;
  assigned_agent_user_id: string | null;
  assigned_agent_name: string | null;
  opened_at: Date | string;
};

/** An agent's name as the customer reads it: their first name, else their full name, else Agent. */
export const AGENT_NAME = (alias: string) =>
  `coalesce(nullif(btrim(${alias}.first_name), ''),
            nullif(btrim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), 'Agent')`;

/**
 * A conversation's own columns with its owner's kind and its agent's name: the one list the
 * conversation reads and the queue's rows both select (ConversationDbRow is their shape).
 */
const CONVERSATION_COLUMNS = `c.id, c.owner_user_id, u.kind AS owner_kind, c.status, c.context,
         c.assigned_agent_user_id, c.opened_at,
         CASE WHEN c.assigned_agent_user_id IS NULL THEN NULL ELSE ${AGENT_NAME('ap')} END
           AS assigned_agent_name`;

/** Where CONVERSATION_COLUMNS come from. */
const CONVERSATION_FROM = `chat_conversations c
    JOIN users u ON u.id = c.owner_user_id
    LEFT JOIN principals ap ON ap.user_id = c.assigned_agent_user_id`;

const CONVERSATION_SELECT = `SELECT ${CONVERSATION_COLUMNS} FROM ${CONVERSATION_FROM}`;

function conversationFromRow(row: ConversationDbRow): ConversationRow {
  return {
    id: row.id,
    ownerUserId: row.owner_user_id,
    ownerKind: row.owner_kind,
    status: row.status,
    context: typeof row.context === 'string' ? JSON.parse(row.context) : row.context,
    assignedAgentUserId: row.assigned_agent_user_id,
    assignedAgentName: row.assigned_agent_name,
    openedAt: new Date(row.opened_at).toISOString(),
  };
}

/** A conversation by id; `forUpdate` locks it, so its messages are written one at a time. */
export async function findConversation(
  db: Sql,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ConversationRow | null> {
  const [row] = await db.query<ConversationDbRow>(
    `${CONVERSATION_SELECT} WHERE c.id = $1${options.forUpdate ? ' FOR UPDATE OF c' : ''}`,
    [id],
  );
  return row ? conversationFromRow(row) : null;
}

/** The owner's OPEN conversation (at most one: chat_conversations_one_open). */
export async function findOpenConversationOf(
  db: Sql,
  ownerUserId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ConversationRow | null> {
  const [row] = await db.query<ConversationDbRow>(
    `${CONVERSATION_SELECT} WHERE c.owner_user_id = $1 AND c.status = 'OPEN'${
      options.forUpdate ? ' FOR UPDATE OF c' : ''
    }`,
    [ownerUserId],
  );
  return row ? conversationFromRow(row) : null;
}

/**
 * Opens a conversation for the owner unless they have an OPEN one: answers the new id, or null
 * when one was open (two tabs opening chat at once meet in the unique index, not in two rows).
 */
export async function insertConversationIfNoneOpen(
  tx: Sql,
  entry: { ownerUserId: string; context: ChatContext; at: Date },
): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO chat_conversations (id, owner_user_id, status, context, opened_at)
     VALUES ($1, $2, 'OPEN', $3, $4)
     ON CONFLICT (owner_user_id) WHERE status = 'OPEN' DO NOTHING RETURNING id`,
    [
      `CHT${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`,
      entry.ownerUserId,
      JSON.stringify(entry.context),
      entry.at,
    ],
  );
  return row?.id ?? null;
}

type MessageDbRow = {
  id: string;
  seq: string | number;
  conversation_id: string;
  author: ChatAuthor;
  author_name: string;
  author_user_id: string | null;
  text: string;
  sent_at: Date | string;
  client_message_id: string | null;
};

/** A customer's first name as known: their customer record, else their latest quote's answers. */
const CUSTOMER_FIRST_NAME = (ownerColumn: string) =>
  `coalesce(
     (SELECT nullif(btrim(cu.first_name), '') FROM customers cu WHERE cu.user_id = ${ownerColumn}),
     (SELECT nullif(btrim(p.data #>> '{policyholder,name,firstName}'), '') FROM proposals p
       WHERE p.owner_user_id = ${ownerColumn} AND p.deleted_at IS NULL
         AND nullif(btrim(p.data #>> '{policyholder,name,firstName}'), '') IS NOT NULL
       ORDER BY p.updated_at DESC LIMIT 1),
     '${UNKNOWN_CUSTOMER_NAME}')`;

const MESSAGE_SELECT = `
  SELECT m.id, m.seq, m.conversation_id, m.author, m.author_user_id, m.text, m.sent_at,
         m.client_message_id,
         CASE m.author
           WHEN 'AGENT' THEN ${AGENT_NAME('mp')}
           WHEN 'SYSTEM' THEN '${SYSTEM_AUTHOR_NAME}'
           ELSE ${CUSTOMER_FIRST_NAME('mc.owner_user_id')}
         END AS author_name
    FROM chat_messages m
    JOIN chat_conversations mc ON mc.id = m.conversation_id
    LEFT JOIN principals mp ON mp.user_id = m.author_user_id`;

function messageFromRow(row: MessageDbRow): StoredMessage {
  return {
    id: row.id,
    seq: Number(row.seq),
    conversationId: row.conversation_id,
    author: row.author,
    authorName: row.author_name,
    authorUserId: row.author_user_id,
    text: row.text,
    sentAt: new Date(row.sent_at).toISOString(),
    ...(row.client_message_id ? { clientMessageId: row.client_message_id } : {}),
  };
}

/** The conversation's messages in the order they were written, after `afterSeq` when given. */
export async function listMessages(
  db: Sql,
  conversationId: string,
  afterSeq = 0,
): Promise<StoredMessage[]> {
  const rows = await db.query<MessageDbRow>(
    `${MESSAGE_SELECT} WHERE m.conversation_id = $1 AND m.seq > $2 ORDER BY m.seq`,
    [conversationId, afterSeq],
  );
  return rows.map(messageFromRow);
}

/** A message of the conversation by id, or null (another conversation's id included). */
export async function findMessage(
  db: Sql,
  conversationId: string,
  messageId: string,
): Promise<StoredMessage | null> {
  const [row] = await db.query<MessageDbRow>(
    `${MESSAGE_SELECT} WHERE m.conversation_id = $1 AND m.id = $2`,
    [conversationId, messageId],
  );
  return row ? messageFromRow(row) : null;
}

/** The last message's place in the conversation (0 when it has none). */
export async function lastSeqOf(db: Sql, conversationId: string): Promise<number> {
  const [row] = await db.query<{ seq: string | number | null }>(
    'SELECT max(seq) AS seq FROM chat_messages WHERE conversation_id = $1',
    [conversationId],
  );
  return Number(row?.seq ?? 0);
}

/**
 * Writes a message in the caller's transaction (which holds the conversation's lock, so the
 * order of seq is the order of commits). With a clientMessageId already written by the same
 * author in this conversation, writes nothing and answers that message: a retried send is one.
 */
export async function insertMessage(
  tx: Sql,
  entry: {
    conversationId: string;
    author: ChatAuthor;
    authorUserId: string | null;
    text: string;
    clientMessageId: string | null;
    at: Date;
  },
): Promise<{ message: StoredMessage; created: boolean }> {
  const [inserted] = await tx.query<{ id: string }>(
    `INSERT INTO chat_messages (id, conversation_id, author, author_user_id, text,
       client_message_id, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (conversation_id, author, client_message_id) WHERE client_message_id IS NOT NULL
     DO NOTHING RETURNING id`,
    [
      `MSG${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`,
      entry.conversationId,
      entry.author,
      entry.authorUserId,
      entry.text,
      entry.clientMessageId,
      entry.at,
    ],
  );
  const [row] = await tx.query<MessageDbRow>(
    inserted
      ? `${MESSAGE_SELECT} WHERE m.id = $1`
      : `${MESSAGE_SELECT} WHERE m.conversation_id = $1 AND m.author = $2
           AND m.client_message_id = $3`,
    inserted ? [inserted.id] : [entry.conversationId, entry.author, entry.clientMessageId],
  );
  if (!row)
    throw new Error(`The message of ${entry.conversationId} was not found after writing it.`);
  return { message: messageFromRow(row), created: Boolean(inserted) };
}

/** Gives the conversation to the agent unless an agent already has it. */
export async function assignIfUnassigned(
  tx: Sql,
  conversationId: string,
  agentUserId: string,
): Promise<void> {
  await tx.query(
    `UPDATE chat_conversations SET assigned_agent_user_id = $2
      WHERE id = $1 AND assigned_agent_user_id IS NULL`,
    [conversationId, agentUserId],
  );
}

/** Closes an OPEN conversation; answers false when it was already closed. */
export async function closeConversation(
  tx: Sql,
  conversationId: string,
  agentUserId: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE chat_conversations SET status = 'CLOSED', closed_at = $3, closed_by_user_id = $2
      WHERE id = $1 AND status = 'OPEN' RETURNING id`,
    [conversationId, agentUserId, at],
  );
  return rows.length > 0;
}

/** Marks every message of the conversation up to `seq` seen by the customer (once). */
export async function markReadByCustomer(
  db: Sql,
  conversationId: string,
  seq: number,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE chat_messages SET customer_read_at = $3
      WHERE conversation_id = $1 AND seq <= $2 AND customer_read_at IS NULL`,
    [conversationId, seq, at],
  );
}

type QueueDbRow = ConversationDbRow & {
  customer_name: string;
  waiting_since: Date | string | null;
  last_message_id: string | null;
};

/**
 * The queue's rows: each conversation (CONVERSATION_COLUMNS), its customer, when its oldest
 * customer message since the last agent answer was sent (waiting), and its last message's id.
 */
const QUEUE_SELECT = `
  SELECT ${CONVERSATION_COLUMNS},
         ${CUSTOMER_FIRST_NAME('c.owner_user_id')} AS customer_name,
         (SELECT min(w.sent_at) FROM chat_messages w
           WHERE w.conversation_id = c.id AND w.author = 'CUSTOMER'
             AND w.seq > coalesce((SELECT max(a.seq) FROM chat_messages a
                                    WHERE a.conversation_id = c.id AND a.author = 'AGENT'), 0))
           AS waiting_since,
         (SELECT l.id FROM chat_messages l WHERE l.conversation_id = c.id
           ORDER BY l.seq DESC LIMIT 1) AS last_message_id
    FROM ${CONVERSATION_FROM}`;

async function queueItemsFrom(db: Sql, rows: QueueDbRow[]): Promise<ChatQueueItem[]> {
  const items: ChatQueueItem[] = [];
  for (const row of rows) {
    const conversation = conversationFromRow(row);
    const last = row.last_message_id ? await findMessage(db, row.id, row.last_message_id) : null;
    items.push({
      id: conversation.id,
      status: conversation.status,
      openedAt: conversation.openedAt,
      ...(row.waiting_since ? { waitingSince: new Date(row.waiting_since).toISOString() } : {}),
      customerName: row.customer_name,
      ...(conversation.ownerKind === 'customer'
        ? { customerUserId: conversation.ownerUserId }
        : {}),
      context: conversation.context,
      ...(last ? { lastMessage: shownTo(last, null) } : {}),
      ...(conversation.assignedAgentName
        ? { assignedAgentName: conversation.assignedAgentName }
        : {}),
    });
  }
  return items;
}

/** The OPEN conversations, waiting ones first (longest waiting first), then oldest first. */
export async function openQueue(db: Sql): Promise<ChatQueueItem[]> {
  const rows = await db.query<QueueDbRow>(
    `SELECT * FROM (${QUEUE_SELECT} WHERE c.status = 'OPEN') q
      ORDER BY q.waiting_since IS NULL, q.waiting_since, q.opened_at, q.id`,
  );
  return queueItemsFrom(db, rows);
}

/** One conversation as the queue shows it (open or closed), or null. */
export async function queueItem(db: Sql, conversationId: string): Promise<ChatQueueItem | null> {
  const rows = await db.query<QueueDbRow>(`${QUEUE_SELECT} WHERE c.id = $1`, [conversationId]);
  const [item] = await queueItemsFrom(db, rows);
  return item ?? null;
}

/** Who the agent is talking to: name and email as known (a visitor's from their quote). */
export async function customerSummary(
  db: Sql,
  conversation: ConversationRow,
): Promise<ChatCustomerSummary> {
  const [row] = await db.query<{ name: string; email: string | null }>(
    `SELECT coalesce(
              (SELECT nullif(btrim(concat_ws(' ', cu.first_name, cu.last_name)), '')
                 FROM customers cu WHERE cu.user_id = $1),
              (SELECT nullif(btrim(concat_ws(' ', p.data #>> '{policyholder,name,firstName}',
                                              p.data #>> '{policyholder,name,lastName}')), '')
                 FROM proposals p WHERE p.owner_user_id = $1 AND p.deleted_at IS NULL
                  AND p.data #>> '{policyholder,name,firstName}' IS NOT NULL
                ORDER BY p.updated_at DESC LIMIT 1),
              '${UNKNOWN_CUSTOMER_NAME}') AS name,
            ${CUSTOMER_EMAIL('$1')} AS email`,
    [conversation.ownerUserId],
  );
  const visitor = conversation.ownerKind !== 'customer';
  return {
    ...(visitor ? {} : { userId: conversation.ownerUserId }),
    name: row?.name ?? UNKNOWN_CUSTOMER_NAME,
    ...(row?.email ? { email: row.email } : {}),
    visitor,
  };
}

/**
 * Where a customer is emailed: a signed-in customer's sign-in email, else their customer
 * record's, else (a visitor) the email their latest quote's answers gave; null when none.
 */
export const CUSTOMER_EMAIL = (ownerColumn: string) =>
  `coalesce(
     (SELECT nullif(btrim(us.email), '') FROM users us WHERE us.id = ${ownerColumn} AND us.kind = 'customer'),
     (SELECT nullif(btrim(cu.email), '') FROM customers cu WHERE cu.user_id = ${ownerColumn}),
     (SELECT nullif(btrim(p.data #>> '{policyholder,email}'), '') FROM proposals p
       WHERE p.owner_user_id = ${ownerColumn} AND p.deleted_at IS NULL
         AND nullif(btrim(p.data #>> '{policyholder,email}'), '') IS NOT NULL
       ORDER BY p.updated_at DESC LIMIT 1))`;

/**
 * The API's message as `viewerUserId` reads it: without its place in the conversation or its
 * author's id, marked fromYou when the viewer wrote it (an agent's console says "You" on their own
 * answers and names a colleague on theirs). A null viewer (the queue, read by every agent) is no one.
 */
export function shownTo(message: StoredMessage, viewerUserId: string | null): ChatMessage {
  const { seq: _seq, authorUserId, ...shown } = message;
  return viewerUserId !== null && authorUserId === viewerUserId
    ? { ...shown, fromYou: true }
    : shown;
}
