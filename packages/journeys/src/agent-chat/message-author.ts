// Who wrote a message, as the agent reading the conversation knows them: their own answers are
// "You", a colleague's carry the colleague's name, the customer's their name ("Visitor" for a
// visitor the platform knows no name of), the context notes are notes.
import type { Translate } from '@brand/forms';
import type { AgentChatMessage } from './agent-chat-types';

/** Where a message sits for the agent reading it (and how it is drawn). */
export type AgentChatSide = 'YOU' | 'COLLEAGUE' | 'CUSTOMER' | 'SYSTEM';

/** The side of `message` for the agent reading it (the platform marks their own: fromYou). */
export function sideOf(message: AgentChatMessage): AgentChatSide {
  if (message.author === 'AGENT') return message.fromYou ? 'YOU' : 'COLLEAGUE';
  return message.author;
}

/** The author line's words for `message`. */
export function authorOf(message: AgentChatMessage, t: Translate): string {
  return t(`admin.chat.author.${sideOf(message)}`, { name: message.authorName });
}
