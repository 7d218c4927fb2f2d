import { Modal } from '@brand/ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type OpenChat, useChatAction } from './chat-action';
import {
  CHAT_HELP_PAGE,
  HELP_CLOSE_MESSAGE,
  type HelpTopic,
  helpPageUrl,
  helpTopicTitle,
} from './help-pages';

/** What `useHelp` gives: open a help page in the iframe modal, or the chat action. */
export interface HelpContextValue {
  /** Opens `page` (a help page or a cover's page) in the iframe modal (`src` overrides where it is served). */
  openHelp: (page: HelpTopic, src?: string) => void;
  /**
   * The chat action of every error modal and "chat with us" button, given what the customer was
   * doing: the app's chat (ChatActionProvider), or the contact page where it has none.
   */
  openChat: OpenChat;
}

const HelpContext = createContext<HelpContextValue | null>(null);

// Outside a provider (a screen rendered on its own) a help page still opens, in a new tab.
const withoutProvider: HelpContextValue = {
  openHelp: (page, src) => {
    window.open(src ?? helpPageUrl(page), '_blank', 'noopener');
  },
  openChat: () => {
    window.open(helpPageUrl(CHAT_HELP_PAGE), '_blank', 'noopener');
  },
};

/** The help actions of the app's HelpProvider, with the app's chat when it provides one. */
export function useHelp(): HelpContextValue {
  const help = useContext(HelpContext) ?? withoutProvider;
  const chat = useChatAction();
  return useMemo(() => (chat ? { ...help, openChat: chat } : help), [help, chat]);
}

/** Props of HelpProvider. */
export interface HelpProviderProps {
  /** The app. */
  children: ReactNode;
}

/**
 * Holds the one help modal of the app: a help page in an iframe, titled by the page, with a close
 * button; Escape closes it, also from inside the page (the page posts HELP_CLOSE_MESSAGE), and
 * focus returns to what opened it. Opened over an error modal, it stacks on top of it.
 */
export function HelpProvider({ children }: HelpProviderProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ page: HelpTopic; src: string } | null>(null);

  const openHelp = useCallback((page: HelpTopic, src?: string) => {
    setShown({ page, src: src ?? helpPageUrl(page) });
  }, []);
  const value = useMemo<HelpContextValue>(
    () => ({ openHelp, openChat: () => openHelp(CHAT_HELP_PAGE) }),
    [openHelp],
  );

  const open = shown !== null;
  const title = shown ? helpTopicTitle(shown.page) : null;
  useEffect(() => {
    if (!open) return;
    // Keys pressed inside the iframe never reach this document: the page itself says Escape.
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type === HELP_CLOSE_MESSAGE) setShown(null);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open]);

  return (
    <HelpContext.Provider value={value}>
      {children}
      <Modal
        open={open}
        onClose={() => setShown(null)}
        variant="iframe"
        title={title ? t(title.key, { ns: title.ns }) : ''}
        src={shown?.src}
        closeLabel={t('errors.actions.close')}
      />
    </HelpContext.Provider>
  );
}
