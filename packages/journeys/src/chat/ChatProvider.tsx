// Puts the chat behind every "chat with us" action of the pages under it (the shell's
// `useHelp().openChat`): the embedded panel, or the vendor's widget app-config names.
import { getAppConfig } from '@brand/api-client';
import {
  ChatActionProvider,
  type ChatOpenContext,
  focusMainHeading,
  useApiClient,
  useHelp,
} from '@brand/app-shell';
import { FormChatActionProvider } from '@brand/forms-react';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTexts } from '../shared/texts';
import type { ChatContext } from './chat-api';
import { type ChatService, type ChatSettings, chatSettingsOf } from './chat-service';
import { useEmbeddedChat } from './useEmbeddedChat';
import { intercomChat, type ScriptLoader, zendeskChat } from './vendor-chat';

// The panel loads when the chat first opens: most visits never open it (issue 20). It takes focus
// into its message box as it mounts, so a late arrival still lands focus there.
const ChatPanel = lazy(() => import('./ChatPanel').then((m) => ({ default: m.ChatPanel })));

/** Props of ChatProvider. */
export interface ChatProviderProps {
  /** The chat to use. @default what the platform's app-config says, asked on the first open */
  settings?: ChatSettings;
  /** How a vendor's script is loaded. @default a script element */
  loadScript?: ScriptLoader;
  /** The app's pages. */
  children: ReactNode;
}

/** The context as the platform takes it: the page defaults to `path`, where the customer is. */
export function chatContextOf(given: ChatOpenContext | undefined, path: string): ChatContext {
  const context: ChatContext = { page: (given?.page ?? path).slice(0, 200) };
  if (given?.proposalId) context.proposalId = given.proposalId;
  if (given?.policyId) context.policyId = given.policyId;
  if (given?.error) context.error = given.error.slice(0, 500);
  return context;
}

/** The chat of the pages under it (see the file's head), and the embedded chat's panel. */
export function ChatProvider({ settings, loadScript, children }: ChatProviderProps) {
  const api = useApiClient();
  const { openChat: openContactPage } = useHelp();
  const embedded = useEmbeddedChat(api);
  const opener = useRef<HTMLElement | null>(null);
  const path = useRef('/');
  path.current = useLocation().pathname;
  const vendor = useRef<Promise<ChatService | null> | null>(null);

  const serviceFor = useCallback((): Promise<ChatService | null> => {
    vendor.current ??= (
      settings ? Promise.resolve(settings) : getAppConfig(api).then(chatSettingsOf)
    ).then(
      (chosen) =>
        chosen.vendor === 'intercom'
          ? intercomChat(chosen.appId, loadScript)
          : chosen.vendor === 'zendesk'
            ? zendeskChat(chosen.key, loadScript)
            : null,
      // The platform's config could not be read: the embedded chat, which the platform serves.
      () => {
        vendor.current = null;
        return null;
      },
    );
    return vendor.current;
  }, [api, settings, loadScript]);

  const { show } = embedded;
  const openChat = useCallback(
    (given?: ChatOpenContext) => {
      const context = chatContextOf(given, path.current);
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      void serviceFor().then(async (service) => {
        if (!service) return show(context);
        try {
          await service.open(context);
        } catch {
          // The vendor's widget did not load: the contact page, with its phone numbers, instead.
          openContactPage();
        }
      });
    },
    [serviceFor, show, openContactPage],
  );
  // The forms' own messages that send the customer to chat (a Q plate) open it too.
  const t = useTexts();
  const formChat = useMemo(
    () => ({
      label: t('errors.actions.chat'),
      open: (message: string) => openChat({ error: message }),
    }),
    [t, openChat],
  );

  const close = useCallback(() => {
    embedded.hide();
    // The opener may have gone with a dialog that closed to make room for the chat.
    if (opener.current?.isConnected) opener.current.focus();
    else focusMainHeading();
  }, [embedded]);

  // Once opened the panel stays mounted (it draws nothing while closed), keeping a message being typed.
  const [opened, setOpened] = useState(false);
  if (embedded.state.open && !opened) setOpened(true);

  return (
    <ChatActionProvider openChat={openChat}>
      <FormChatActionProvider action={formChat}>{children}</FormChatActionProvider>
      {opened ? (
        <Suspense fallback={null}>
          <ChatPanel
            state={embedded.state}
            onSend={embedded.send}
            onRetry={embedded.retry}
            onClose={close}
            onStartAgain={() =>
              show(embedded.state.conversation?.context ?? chatContextOf(undefined, path.current))
            }
            onOtherWays={() => openContactPage()}
          />
        </Suspense>
      ) : null}
    </ChatActionProvider>
  );
}
