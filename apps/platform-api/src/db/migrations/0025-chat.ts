import type { Migration } from './index';

/** The channel a committed chat message or status change is announced on (ADR 0046). */
export const CHAT_CHANNEL = 'chat_events';

/**
 * The embedded chat (issue 19, ADR 0046): a customer's (or a visitor's) conversations with the
 * agents and their messages, kept in the database so both sides survive a reload and a restart.
 * - One OPEN conversation per owner at a time (a partial unique index), so two tabs opening chat
 *   at once land in the same one.
 * - A message's client_message_id is unique per conversation and author: the same send twice is
 *   one message.
 * - customer_read_at / emailed_at: the "emailed when they have left" job picks agent messages the
 *   customer has not seen and that were not emailed (a partial index keeps that scan small).
 * - Every committed message and status change is NOTIFYed on CHAT_CHANNEL by a trigger, so every
 *   instance on the database (and PGlite's one) hears it from the same place, after the commit.
 */
export const CHAT: Migration = {
  id: '0025-chat',
  statements: [
    `CREATE TABLE chat_conversations (
       id text PRIMARY KEY,
       owner_user_id text NOT NULL REFERENCES users (id),
       status text NOT NULL CHECK (status IN ('OPEN', 'CLOSED')),
       context jsonb NOT NULL,
       assigned_agent_user_id text REFERENCES users (id),
       opened_at timestamptz NOT NULL,
       closed_at timestamptz,
       closed_by_user_id text REFERENCES users (id)
     )`,
    `CREATE UNIQUE INDEX chat_conversations_one_open ON chat_conversations (owner_user_id)
       WHERE status = 'OPEN'`,
    `CREATE INDEX chat_conversations_queue ON chat_conversations (opened_at) WHERE status = 'OPEN'`,
    `CREATE TABLE chat_messages (
       id text PRIMARY KEY,
       seq bigserial UNIQUE,
       conversation_id text NOT NULL REFERENCES chat_conversations (id),
       author text NOT NULL CHECK (author IN ('CUSTOMER', 'AGENT', 'SYSTEM')),
       author_user_id text REFERENCES users (id),
       text text NOT NULL,
       client_message_id text,
       sent_at timestamptz NOT NULL,
       customer_read_at timestamptz,
       emailed_at timestamptz
     )`,
    'CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, seq)',
    `CREATE UNIQUE INDEX chat_messages_client_id ON chat_messages
       (conversation_id, author, client_message_id) WHERE client_message_id IS NOT NULL`,
    `CREATE INDEX chat_messages_unread_by_customer ON chat_messages (sent_at)
       WHERE author = 'AGENT' AND customer_read_at IS NULL AND emailed_at IS NULL`,
    `CREATE FUNCTION notify_chat_message() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       PERFORM pg_notify('${CHAT_CHANNEL}', json_build_object(
         'kind', 'message', 'conversationId', NEW.conversation_id, 'messageId', NEW.id)::text);
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER chat_message_notify AFTER INSERT ON chat_messages
       FOR EACH ROW EXECUTE FUNCTION notify_chat_message()`,
    `CREATE FUNCTION notify_chat_conversation() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status
          OR NEW.owner_user_id IS DISTINCT FROM OLD.owner_user_id
          OR NEW.assigned_agent_user_id IS DISTINCT FROM OLD.assigned_agent_user_id THEN
         PERFORM pg_notify('${CHAT_CHANNEL}', json_build_object(
           'kind', 'conversation', 'conversationId', NEW.id)::text);
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER chat_conversation_notify AFTER INSERT OR UPDATE ON chat_conversations
       FOR EACH ROW EXECUTE FUNCTION notify_chat_conversation()`,
  ],
};
