import Type from 'typebox';
import { Literals } from '../../http/schemas';

/** The longest message, in characters once trimmed (the specific refusal is the service's). */
export const MESSAGE_MAX_LENGTH = 2000;
/** The longest page path and error text a chat's context carries. */
export const CONTEXT_LIMITS = { page: 200, error: 500, id: 100 } as const;

export const CHAT_AUTHORS = ['CUSTOMER', 'AGENT', 'SYSTEM'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];
export const CHAT_STATUSES = ['OPEN', 'CLOSED'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** Where the customer was when they opened chat: the page, what it was about, what went wrong. */
export const ChatContextSchema = Type.Object(
  {
    page: Type.String({
      minLength: 1,
      maxLength: CONTEXT_LIMITS.page,
      pattern: '^/',
      description: 'The path of the page chat was opened from, e.g. /flex/referral.',
    }),
    proposalId: Type.Optional(Type.String({ minLength: 1, maxLength: CONTEXT_LIMITS.id })),
    policyId: Type.Optional(Type.String({ minLength: 1, maxLength: CONTEXT_LIMITS.id })),
    error: Type.Optional(
      Type.String({
        maxLength: CONTEXT_LIMITS.error,
        description: 'The error the customer saw, as shown to them.',
      }),
    ),
  },
  { additionalProperties: false },
);

/** A message's text as sent: the service trims it and refuses a blank or a long one by name. */
const MessageText = Type.String({
  description: `1 to ${MESSAGE_MAX_LENGTH} characters once trimmed.`,
});

export const OpenChatBody = Type.Object(
  { context: ChatContextSchema, text: Type.Optional(MessageText) },
  { additionalProperties: false },
);

export const SendChatMessageBody = Type.Object(
  {
    text: MessageText,
    clientMessageId: Type.String({
      format: 'uuid',
      description: 'Made by the app once per message: the same id sent twice is one message.',
    }),
  },
  { additionalProperties: false },
);

export const MarkChatReadBody = Type.Object(
  { upToMessageId: Type.String({ minLength: 1, maxLength: CONTEXT_LIMITS.id }) },
  { additionalProperties: false },
);

export const ChatConversationParams = Type.Object({
  conversationId: Type.String({ minLength: 1, maxLength: CONTEXT_LIMITS.id }),
});

/** The stream's resume point: the id of the last message the app received. */
export const ChatEventsHeaders = Type.Object({
  'last-event-id': Type.Optional(Type.String({ maxLength: CONTEXT_LIMITS.id })),
});

export const ChatMessageSchema = Type.Object({
  id: Type.String(),
  conversationId: Type.String(),
  author: Literals([...CHAT_AUTHORS]),
  authorName: Type.String({
    description: "The agent's name, the customer's first name or Visitor; the brand for SYSTEM.",
  }),
  text: Type.String(),
  sentAt: Type.String({ format: 'date-time' }),
  clientMessageId: Type.Optional(Type.String()),
  fromYou: Type.Optional(
    Type.Boolean({
      description:
        'True when the caller wrote the message (an agent reading their own answers); absent otherwise.',
    }),
  ),
});

const conversationFields = {
  id: Type.String(),
  status: Literals([...CHAT_STATUSES]),
  openedAt: Type.String({ format: 'date-time' }),
  context: ChatContextSchema,
  customerUserId: Type.Optional(
    Type.String({ description: 'The signed-in customer; absent for a visitor.' }),
  ),
  visitor: Type.Boolean(),
  assignedAgentName: Type.Optional(Type.String()),
  messages: Type.Array(ChatMessageSchema),
};

export const ChatConversationSchema = Type.Object(conversationFields);

/** Who the agent is talking to, beside the conversation (the console opens their record). */
export const ChatCustomerSummarySchema = Type.Object({
  userId: Type.Optional(Type.String({ description: 'A signed-in customer: their record’s id.' })),
  name: Type.String({ description: 'Their name as known, or Visitor.' }),
  email: Type.Optional(Type.String()),
  visitor: Type.Boolean(),
});

export const AgentChatConversationSchema = Type.Object({
  ...conversationFields,
  customer: ChatCustomerSummarySchema,
});

export const ChatQueueItemSchema = Type.Object({
  id: Type.String(),
  status: Literals([...CHAT_STATUSES]),
  openedAt: Type.String({ format: 'date-time' }),
  waitingSince: Type.Optional(
    Type.String({
      format: 'date-time',
      description: "The oldest customer message since an agent's last answer.",
    }),
  ),
  customerName: Type.String(),
  customerUserId: Type.Optional(Type.String()),
  context: ChatContextSchema,
  lastMessage: Type.Optional(ChatMessageSchema),
  assignedAgentName: Type.Optional(Type.String()),
});

export const ChatQueueSchema = Type.Object({ conversations: Type.Array(ChatQueueItemSchema) });

/** The 200 of an event stream, as OpenAPI documents it (the api-client reads it as a stream). */
export const EVENT_STREAM_RESPONSE = {
  description:
    'text/event-stream: `message` events (data: ChatMessage, id: its id), `status` events (data: { status }), a comment every 15 s.',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
} as const;

export type ChatContext = Type.Static<typeof ChatContextSchema>;
export type ChatMessage = Type.Static<typeof ChatMessageSchema>;
export type ChatConversation = Type.Static<typeof ChatConversationSchema>;
export type ChatQueueItem = Type.Static<typeof ChatQueueItemSchema>;
export type ChatCustomerSummary = Type.Static<typeof ChatCustomerSummarySchema>;
