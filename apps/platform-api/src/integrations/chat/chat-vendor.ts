/**
 * Who runs the customers' chat (ADR 0046): the platform's own (embedded, the default) or a
 * vendor whose widget the apps load instead, behind the same "chat" buttons. The apps read it
 * from GET /app-config; with a vendor the embedded chat routes answer 404.
 */
export type ChatVendor =
  | { readonly vendor: 'embedded' }
  | { readonly vendor: 'intercom'; readonly appId: string }
  | { readonly vendor: 'zendesk'; readonly key: string };

export const EMBEDDED_CHAT: ChatVendor = { vendor: 'embedded' };

/** The names people read in "Chat is provided by …". */
export const CHAT_VENDOR_NAMES = { intercom: 'Intercom', zendesk: 'Zendesk' } as const;

/** An Intercom app id and a Zendesk key: letters, digits, dashes and underscores, at most 100. */
const VENDOR_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Reads CHAT_VENDOR (embedded, intercom or zendesk; default embedded) and the vendor's id
 * (INTERCOM_APP_ID, ZENDESK_KEY), refusing at start a vendor without its id or with a malformed
 * one: the apps would otherwise load a widget that never connects.
 */
export function readChatVendor(env: NodeJS.ProcessEnv): ChatVendor {
  const vendor = (env.CHAT_VENDOR ?? '').trim() || 'embedded';
  if (vendor === 'embedded') return EMBEDDED_CHAT;
  if (vendor === 'intercom') {
    return { vendor, appId: vendorId(env.INTERCOM_APP_ID, 'INTERCOM_APP_ID', vendor) };
  }
  if (vendor === 'zendesk')
    return { vendor, key: vendorId(env.ZENDESK_KEY, 'ZENDESK_KEY', vendor) };
  throw new Error(`CHAT_VENDOR must be embedded, intercom or zendesk, not "${vendor}".`);
}

function vendorId(value: string | undefined, name: string, vendor: string): string {
  const id = (value ?? '').trim();
  if (!id) throw new Error(`CHAT_VENDOR=${vendor} needs ${name}.`);
  if (!VENDOR_ID.test(id)) {
    throw new Error(`${name} must be letters, digits, dashes or underscores (at most 100).`);
  }
  return id;
}
