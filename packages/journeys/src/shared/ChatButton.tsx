// The "Chat with us" button of the journeys' messages that send the customer to chat: it opens the
// app's chat with what the customer was doing, when the brand offers chat at all.
import { type ChatOpenContext, useChatAction, useHelp } from '@brand/app-shell';
import { BRAND_SETTINGS } from '@brand/config';
import { Button, type ButtonProps } from '@brand/ui';
import { useTexts } from './texts';

/** Props of ChatButton. */
export interface ChatButtonProps {
  /** What the customer was doing (the page is added by the chat). */
  context: ChatOpenContext;
  /**
   * Closes the dialog the button is in before the app's chat opens beside the page (the dialog
   * would cover it); without an app chat the contact page stacks on the dialog instead.
   */
  onBeforeOpen?: () => void;
  /** @default 'secondary' */
  variant?: ButtonProps['variant'];
  /** The button's text key. @default 'errors.actions.chat' */
  label?: string;
}

/** Opens the chat with `context` (nothing when the brand has no chat). */
export function ChatButton({
  context,
  onBeforeOpen,
  variant = 'secondary',
  label = 'errors.actions.chat',
}: ChatButtonProps) {
  const t = useTexts();
  const { openChat } = useHelp();
  const appChat = useChatAction();
  if (!BRAND_SETTINGS.chatWidget) return null;
  return (
    <Button
      variant={variant}
      onClick={() => {
        if (appChat) onBeforeOpen?.();
        openChat(context);
      }}
    >
      {t(label)}
    </Button>
  );
}
