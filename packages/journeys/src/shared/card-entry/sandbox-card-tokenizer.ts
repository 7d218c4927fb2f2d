// Card entry on the card sandbox's own field (ADR 0048): the platform serves it at the path the
// app config names, the app frames it, and the two talk over postMessage. Both sides check who is
// talking: the frame answers only its parent at its own origin, and this side hears only that
// frame's window at that origin.
import type { CardTokenizer, CardTokenizerTexts, CardTokenResult } from './card-tokenizer';

/** The messages of the field (sandbox-card-field-page.ts on the platform). */
type FieldMessage =
  | { type: 'card-field:ready' }
  | { type: 'card-field:resize'; height: number }
  | { type: 'card-field:token'; requestId: string; token: string }
  | { type: 'card-field:error'; requestId: string; message: string };

/** How long the field may take to answer before the press fails (it calls the platform). */
export const SANDBOX_FIELD_ANSWER_MS = 30_000;

/** A tokenizer on the sandbox's field at `path` (a path on the page's own origin). */
export function createSandboxCardTokenizer(
  path: string,
  texts: CardTokenizerTexts,
  view: Window = window,
): CardTokenizer {
  const origin = view.location.origin;
  let frame: HTMLIFrameElement | null = null;
  let requests = 0;
  const pending = new Map<string, (result: CardTokenResult) => void>();
  let ready: (() => void) | null = null;

  const listener = (event: MessageEvent) => {
    if (!frame || event.origin !== origin || event.source !== frame.contentWindow) return;
    const data = event.data as FieldMessage | null;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'card-field:ready') ready?.();
    if (data.type === 'card-field:resize' && Number.isFinite(data.height)) {
      frame.style.height = `${Math.ceil(data.height)}px`;
    }
    if (data.type === 'card-field:token' || data.type === 'card-field:error') {
      const settle = pending.get(data.requestId);
      pending.delete(data.requestId);
      settle?.(data.type === 'card-field:token' ? { token: data.token } : { error: data.message });
    }
  };

  return {
    mount(element) {
      view.addEventListener('message', listener);
      frame = view.document.createElement('iframe');
      frame.src = new URL(path, origin).toString();
      frame.title = texts.frameTitle;
      frame.style.cssText = 'display:block;width:100%;border:0;height:190px';
      const shown = new Promise<void>((resolve) => {
        ready = resolve;
      });
      element.replaceChildren(frame);
      return shown;
    },
    createToken() {
      const target = frame?.contentWindow;
      if (!target) return Promise.resolve({ error: texts.failed });
      requests += 1;
      const requestId = String(requests);
      return new Promise<CardTokenResult>((resolve) => {
        const timer = view.setTimeout(() => {
          pending.delete(requestId);
          resolve({ error: texts.failed });
        }, SANDBOX_FIELD_ANSWER_MS);
        pending.set(requestId, (result) => {
          view.clearTimeout(timer);
          resolve(result);
        });
        target.postMessage({ type: 'card-field:tokenize', requestId }, origin);
      });
    },
    destroy() {
      view.removeEventListener('message', listener);
      for (const settle of pending.values()) settle({ error: texts.failed });
      pending.clear();
      frame?.remove();
      frame = null;
    },
  };
}
