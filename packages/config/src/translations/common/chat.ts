// en-GB texts of the chat: the customer's panel and the agents' console page (agent wording as
// the console's own admin.* texts: the customer is "the customer", never "you").

/** The customer's chat panel. */
export const chat = {
  title: 'Chat with us',
  intro: 'Our team answers here. If you leave, we will email you when we reply.',
  messagesLabel: 'Conversation',
  messageLabel: 'Your message',
  messageHint: 'Press Enter to send, Shift and Enter for a new line.',
  send: 'Send',
  sending: 'Sending…',
  close: 'Close chat',
  waiting: 'An agent will answer here. Please keep this page open, or come back later.',
  loading: 'Opening the chat…',
  notSent: 'Not sent.',
  retry: 'Try again',
  closed: 'This conversation is closed. Start a new one if you need more help.',
  startAgain: 'Start a new conversation',
  reconnecting: 'Reconnecting… Messages sent meanwhile will appear when we are back.',
  openFailed: 'We couldn’t open the chat just now. Please try again, or contact us another way.',
  otherWays: 'Other ways to contact us',
  blank: 'Type a message before sending.',
  tooLong: 'A message can be at most 2,000 characters.',
  author: { CUSTOMER: 'You', AGENT: '{{name}} (our team)', SYSTEM: 'Note' },
  sentAt: 'at {{time}}',
  vendorFailed: 'We couldn’t load the chat just now. Please try again, or contact us another way.',
} as const;
