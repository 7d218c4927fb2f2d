import { principalOf } from '../../http/access';
import { ProblemResponses } from '../../http/schemas';
import type { Api, PlatformContext } from '../../platform-context';
import type { ChatEvents } from './chat-events';
import { openQueue } from './chat-repository';
import {
  AgentChatConversationSchema,
  ChatConversationParams,
  ChatConversationSchema,
  ChatMessageSchema,
  ChatQueueSchema,
  EVENT_STREAM_RESPONSE,
  SendChatMessageBody,
} from './chat-schemas';
import {
  anyConversation,
  assertEmbeddedChat,
  checkedText,
  closeByAgent,
  readByAgent,
  sendMessage,
} from './chat-service';
import { openEventStream } from './chat-stream';

/** The agents' routes: any agent holding access:impersonate, acting for someone or not. */
const AGENT_ACCESS = { access: 'signedIn', permission: 'access:impersonate' } as const;

/**
 * The agents' side of the chat (issue 19): the queue (waiting customers first), a conversation
 * with its customer, an answer (the first agent to answer takes the conversation) and the close.
 * Reading, answering and closing are audited (chat-audit.ts).
 */
export function agentChatRoutes(
  api: Api,
  context: PlatformContext,
  events: ChatEvents,
  streams: Set<() => void>,
): void {
  const tags = ['chat'];

  api.get(
    '/agent/chat/queue',
    {
      config: AGENT_ACCESS,
      schema: {
        operationId: 'getAgentChatQueue',
        tags,
        summary:
          'The open chats: waiting (unanswered) ones first, longest waiting first, then oldest first (agents).',
        response: { 200: ChatQueueSchema, ...ProblemResponses },
      },
    },
    async () => {
      assertEmbeddedChat(context);
      return { conversations: await openQueue(context.db) };
    },
  );

  api.get(
    '/agent/chat/conversations/:conversationId',
    {
      config: AGENT_ACCESS,
      schema: {
        operationId: 'getAgentChatConversation',
        tags,
        summary: 'A chat with its messages and who the customer is (agents; audited).',
        params: ChatConversationParams,
        response: { 200: AgentChatConversationSchema, ...ProblemResponses },
      },
    },
    async (request) => {
      assertEmbeddedChat(context);
      return readByAgent(context, request.params.conversationId, principalOf(request).userId);
    },
  );

  api.post(
    '/agent/chat/conversations/:conversationId/messages',
    {
      config: AGENT_ACCESS,
      schema: {
        operationId: 'sendAgentChatMessage',
        tags,
        summary:
          "An agent's answer (audited); the first agent to answer takes the chat. The same clientMessageId twice is one message.",
        params: ChatConversationParams,
        body: SendChatMessageBody,
        response: { 201: ChatMessageSchema, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      assertEmbeddedChat(context);
      const text = checkedText(request.body.text);
      const conversation = await anyConversation(context, request.params.conversationId);
      const message = await sendMessage(context, {
        conversationId: conversation.id,
        author: 'AGENT',
        authorUserId: principalOf(request).userId,
        text,
        clientMessageId: request.body.clientMessageId,
      });
      return reply.status(201).send(message);
    },
  );

  api.post(
    '/agent/chat/conversations/:conversationId/close',
    {
      config: AGENT_ACCESS,
      schema: {
        operationId: 'closeAgentChatConversation',
        tags,
        summary: 'Closes a chat (agents; audited); closing a closed chat changes nothing.',
        params: ChatConversationParams,
        response: { 200: ChatConversationSchema, ...ProblemResponses },
      },
    },
    async (request) => {
      assertEmbeddedChat(context);
      return closeByAgent(context, request.params.conversationId, principalOf(request).userId);
    },
  );

  api.get(
    '/agent/chat/events',
    {
      config: AGENT_ACCESS,
      schema: {
        operationId: 'getAgentChatEvents',
        tags,
        summary:
          'The queue, live (text/event-stream): a `queue` event (data: ChatQueueItem) when a chat opens, gets a message or closes (agents).',
        response: { 200: EVENT_STREAM_RESPONSE, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      assertEmbeddedChat(context);
      const stream = openEventStream(request, reply);
      const unsubscribe = events.subscribeQueue((item) => stream.send('queue', item));
      const end = () => stream.end();
      streams.add(end);
      stream.onEnd(() => {
        unsubscribe();
        streams.delete(end);
      });
    },
  );
}
