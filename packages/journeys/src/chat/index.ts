// The chat (issue 19): one interface over the embedded chat and the vendors' widgets (ADR 0047).

export type { ChatPanelProps } from './ChatPanel';
export { ChatPanel } from './ChatPanel';
export type { ChatProviderProps } from './ChatProvider';
export { ChatProvider, chatContextOf } from './ChatProvider';
export type { ChatAuthor, ChatContext, ChatConversation, ChatMessage } from './chat-api';
export { conversationEvents } from './chat-api';
export type { ChatService, ChatSettings, ChatVendor } from './chat-service';
export { CHAT_VENDORS, chatSettingsOf } from './chat-service';
export type { ChatState, PendingMessage } from './chat-state';
export { withMessage } from './chat-state';
export type { ScriptLoader } from './vendor-chat';
export { intercomChat, zendeskChat } from './vendor-chat';
