// The vendors' widgets behind ChatService: each loads its own snippet once, on the first open (no
// vendor script on a page where nobody asked for chat), then shows its messenger.
import type { ChatContext } from './chat-api';
import type { ChatService } from './chat-service';

/** Adds a script to the page; resolves when it has loaded. */
export type ScriptLoader = (src: string, id?: string) => Promise<void>;

/** Loads `src` with a script element (once per id). */
export const loadScript: ScriptLoader = (src, id) =>
  new Promise((resolve, reject) => {
    if (id && document.getElementById(id)) return resolve();
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    if (id) script.id = id;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`The chat script ${src} did not load.`));
    };
    document.head.appendChild(script);
  });

type IntercomCall = (command: string, ...args: unknown[]) => void;
type ZendeskCall = (widget: string, command: string, ...args: unknown[]) => void;

declare global {
  interface Window {
    Intercom?: IntercomCall;
    intercomSettings?: Record<string, unknown>;
    zE?: ZendeskCall;
  }
}

/** What the vendor is told of the context (their custom attributes are flat strings). */
function contextAttributes(context: ChatContext): Record<string, string> {
  return Object.fromEntries(
    Object.entries({
      page: context.page,
      proposal_id: context.proposalId,
      policy_id: context.policyId,
      error: context.error,
    }).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Intercom's Messenger: `Intercom('boot')` with the app id, then `Intercom('show')`. */
export function intercomChat(appId: string, load: ScriptLoader = loadScript): ChatService {
  let ready: Promise<void> | null = null;
  return {
    vendor: 'intercom',
    async open(context) {
      ready ??= load(
        `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`,
        'intercom-widget',
      ).catch((error: unknown) => {
        ready = null;
        throw error;
      });
      await ready;
      const intercom = window.Intercom;
      if (!intercom) throw new Error('The Intercom Messenger did not start.');
      intercom('boot', { app_id: appId, ...contextAttributes(context) });
      intercom('show');
    },
  };
}

/** Zendesk's Web Widget (messaging): the snippet with the key, then `zE('messenger', 'open')`. */
export function zendeskChat(key: string, load: ScriptLoader = loadScript): ChatService {
  let ready: Promise<void> | null = null;
  return {
    vendor: 'zendesk',
    async open(context) {
      ready ??= load(
        `https://static.zdassets.com/ekr/snippet.js?key=${encodeURIComponent(key)}`,
        'ze-snippet',
      ).catch((error: unknown) => {
        ready = null;
        throw error;
      });
      await ready;
      const zendesk = window.zE;
      if (!zendesk) throw new Error('The Zendesk Web Widget did not start.');
      const fields = Object.entries(contextAttributes(context)).map(([id, value]) => ({
        id,
        value,
      }));
      zendesk('messenger:set', 'conversationFields', fields);
      zendesk('messenger', 'open');
    },
  };
}
