import type { FastifyReply, FastifyRequest } from 'fastify';
import { principalOf } from '../../http/access';
import { holds } from '../../http/permissions';
import { NoContent, ProblemResponses } from '../../http/schemas';
import type { Api, PlatformContext, RoutesModule } from '../../platform-context';
import { agentChatRoutes } from './agent-chat-routes';
import { ChatEvents } from './chat-events';
import { limitChatSends } from './chat-rate-limit';
import { findMessage, shownTo } from './chat-repository';
import {
  ChatConversationParams,
  ChatConversationSchema,
  ChatEventsHeaders,
  ChatMessageSchema,
  EVENT_STREAM_RESPONSE,
  MarkChatReadBody,
  OpenChatBody,
  SendChatMessageBody,
} from './chat-schemas';
import {
  anyConversation,
  assertCustomerCaller,
  assertEmbeddedChat,
  checkedOpening,
  checkedText,
  currentConversation,
  markRead,
  openConversation,
  ownConversation,
  sendMessage,
} from './chat-service';
import { openEventStream } from './chat-stream';

/** The customer routes' access: any token (a visitor's too), never an agent acting for someone. */
const CUSTOMER_ACCESS = { access: 'caller', customerOnly: true } as const;

/**
 * The chat (issue 19, ADR 0046): a customer, signed in or a visitor, opens a conversation from
 * where they are (the page, their quote or policy, the error they saw), writes, and reads the
 * agents' answers live; agents answer from a queue (agent-chat-routes.ts). Every call is about the
 * caller's own conversation: another's answers 404. With a vendor configured the routes answer
 * 404 "Chat is provided by …" (the apps load the vendor's widget instead).
 */
export const chatRoutes: RoutesModule = async (api, context) => {
  const events = new ChatEvents(context.db, (error) =>
    api.log.error({ err: error }, 'chat events: a delivery failed'),
  );
  await events.start();
  const streams = new Set<() => void>();
  // Open streams would hold the server's close: they end first, then the listening stops.
  api.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  api.addHook('onClose', async () => {
    await events.stop();
  });
  customerChatRoutes(api, context);
  conversationEventsRoute(api, context, events, streams);
  agentChatRoutes(api, context, events, streams);
};

function customerChatRoutes(api: Api, context: PlatformContext): void {
  const tags = ['chat'];

  api.post(
    '/chat/conversations',
    {
      config: CUSTOMER_ACCESS,
      schema: {
        operationId: 'createChatConversation',
        tags,
        summary:
          'Opens a chat with what the customer was doing (page, quote or policy, error), or adds that to their open one (200).',
        body: OpenChatBody,
        response: { 200: ChatConversationSchema, 201: ChatConversationSchema, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      assertEmbeddedChat(context);
      const caller = principalOf(request);
      assertCustomerCaller(caller);
      const opening = await checkedOpening(context, caller.userId, request.body);
      await limitChatSends(context, caller.userId, reply);
      const opened = await openConversation(context, caller.userId, opening);
      return reply.status(opened.created ? 201 : 200).send(opened.conversation);
    },
  );

  api.get(
    '/chat/conversations/current',
    {
      config: CUSTOMER_ACCESS,
      schema: {
        operationId: 'getCurrentChatConversation',
        tags,
        summary: "The caller's open chat with its messages, or 404 when they have none.",
        response: { 200: ChatConversationSchema, ...ProblemResponses },
      },
    },
    async (request) => {
      assertEmbeddedChat(context);
      const caller = principalOf(request);
      assertCustomerCaller(caller);
      return currentConversation(context, caller.userId);
    },
  );

  api.post(
    '/chat/conversations/:conversationId/messages',
    {
      config: CUSTOMER_ACCESS,
      schema: {
        operationId: 'sendChatMessage',
        tags,
        summary: "Sends the customer's message (the same clientMessageId twice is one message).",
        params: ChatConversationParams,
        body: SendChatMessageBody,
        response: { 201: ChatMessageSchema, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      assertEmbeddedChat(context);
      const caller = principalOf(request);
      assertCustomerCaller(caller);
      const text = checkedText(request.body.text);
      const conversation = await ownConversation(
        context,
        caller.userId,
        request.params.conversationId,
      );
      await limitChatSends(context, caller.userId, reply);
      const message = await sendMessage(context, {
        conversationId: conversation.id,
        author: 'CUSTOMER',
        authorUserId: caller.userId,
        text,
        clientMessageId: request.body.clientMessageId,
      });
      return reply.status(201).send(message);
    },
  );

  api.post(
    '/chat/conversations/:conversationId/read',
    {
      config: CUSTOMER_ACCESS,
      schema: {
        operationId: 'markChatRead',
        tags,
        summary:
          'Marks the conversation seen up to a message (what is unseen two minutes on is emailed).',
        params: ChatConversationParams,
        body: MarkChatReadBody,
        response: { 204: NoContent, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      assertEmbeddedChat(context);
      const caller = principalOf(request);
      assertCustomerCaller(caller);
      const conversation = await ownConversation(
        context,
        caller.userId,
        request.params.conversationId,
      );
      await markRead(context, conversation, request.body.upToMessageId);
      return reply.code(204).send(null);
    },
  );
}

/**
 * The conversation's live stream, for its customer and for any agent holding access:impersonate
 * (acting for someone or not): `message` events with the message's id as the event id, so a
 * reconnect's Last-Event-ID resumes after it, and `status` events.
 */
function conversationEventsRoute(
  api: Api,
  context: PlatformContext,
  events: ChatEvents,
  streams: Set<() => void>,
): void {
  api.get(
    '/chat/conversations/:conversationId/events',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'getChatConversationEvents',
        tags: ['chat'],
        summary:
          "The conversation's messages and status, live (text/event-stream); Last-Event-ID resumes after a message.",
        params: ChatConversationParams,
        headers: ChatEventsHeaders,
        response: { 200: EVENT_STREAM_RESPONSE, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      assertEmbeddedChat(context);
      const caller = principalOf(request);
      const { conversationId } = request.params;
      const conversation = holds(caller.permissions, 'access:impersonate')
        ? await anyConversation(context, conversationId)
        : await ownConversation(context, caller.userId, conversationId);
      const after = await resumePoint(context, conversation.id, request.headers['last-event-id']);
      streamConversation(request, reply, events, streams, {
        conversationId: conversation.id,
        viewerUserId: caller.userId,
        after,
      });
    },
  );
}

/** The seq after which a reconnect resumes (Last-Event-ID), or null: from now on. */
async function resumePoint(
  context: PlatformContext,
  conversationId: string,
  lastEventIdHeader: string | undefined,
): Promise<number | null> {
  const lastEventId = lastEventIdHeader?.trim();
  if (!lastEventId) return null;
  const message = await findMessage(context.db, conversationId, lastEventId);
  // An id this conversation never had: the whole conversation again, which the app de-duplicates.
  return message?.seq ?? 0;
}

/** Opens the stream and ties it to the conversation's events until either side ends it. */
export function streamConversation(
  request: FastifyRequest,
  reply: FastifyReply,
  events: ChatEvents,
  streams: Set<() => void>,
  {
    conversationId,
    viewerUserId,
    after,
  }: { conversationId: string; viewerUserId: string; after: number | null },
): void {
  const stream = openEventStream(request, reply);
  const unsubscribe = events.subscribeConversation(
    conversationId,
    {
      message: (message) => stream.send('message', shownTo(message, viewerUserId), message.id),
      status: (status) => stream.send('status', { status }),
    },
    after,
  );
  const end = () => stream.end();
  streams.add(end);
  stream.onEnd(() => {
    unsubscribe();
    streams.delete(end);
  });
}
