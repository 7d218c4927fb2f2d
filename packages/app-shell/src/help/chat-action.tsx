// The chat every "chat with us" action opens. The shell only knows the action's shape: the app puts
// the journeys' chat (embedded, or a vendor's widget) behind it with ChatActionProvider, and where
// none is provided the contact page stands in.
import { createContext, type ReactNode, useContext } from 'react';

/** What the customer was doing when they asked for chat, attached to the conversation. */
export interface ChatOpenContext {
  /** The page's path. @default the current path */
  page?: string;
  /** The quote they were on. */
  proposalId?: string;
  /** The policy they were on. */
  policyId?: string;
  /** The error text they were shown. */
  error?: string;
}

/** Opens the chat with what the customer was doing. */
export type OpenChat = (context?: ChatOpenContext) => void;

const ChatActionContext = createContext<OpenChat | null>(null);

/** The app's chat action, or null when none is provided. */
export function useChatAction(): OpenChat | null {
  return useContext(ChatActionContext);
}

/** Props of ChatActionProvider. */
export interface ChatActionProviderProps {
  /** Opens the app's chat. */
  openChat: OpenChat;
  /** The pages whose chat actions open it. */
  children: ReactNode;
}

/** Puts the app's chat behind every `useHelp().openChat` below it. */
export function ChatActionProvider({ openChat, children }: ChatActionProviderProps) {
  return <ChatActionContext.Provider value={openChat}>{children}</ChatActionContext.Provider>;
}
