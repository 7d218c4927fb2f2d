// The agents' side of the chat as the console draws it (issue 19): the queue, a conversation's
// log, answer box and context. Presentational: the console fetches, follows and routes.

export type { AnswerBoxProps } from './AnswerBox';
export { AnswerBox } from './AnswerBox';
export type {
  AgentChatMessage,
  AgentConversation,
  ChatQueueItem,
  PendingAnswer,
} from './agent-chat-types';
export type { ChatQueueListProps } from './ChatQueueList';
export { ChatQueueList } from './ChatQueueList';
export type { ConversationContextProps } from './ConversationContext';
export { ConversationContext } from './ConversationContext';
export type { ConversationLogProps } from './ConversationLog';
export { ConversationLog } from './ConversationLog';
export type { ConversationViewProps } from './ConversationView';
export { ConversationView } from './ConversationView';
export type { AgentChatSide } from './message-author';
export { authorOf, sideOf } from './message-author';
export { minutesWaiting, waitingText } from './queue-waiting';
