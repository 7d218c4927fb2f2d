import { escapeHtml } from '../../identity/sign-in-pages';
import type { TypedCardField } from './sandbox-card-checks';

/**
 * The sandbox's card field (ADR 0048), the stand-in for Stripe's card Element: a small page the
 * apps frame, so the card number is typed into the sandbox's document, never the app's. It has
 * no button of its own: the app's button asks it for a token over postMessage, and it answers
 * with a token or the first error, shown in the field too, beside its input.
 */

/** Where the field is served; the apps read it from GET /api/app-config. */
export const SANDBOX_CARD_FIELD_PATH = '/sandbox/card-field';
/** Its script (a file, so the page needs no inline script under the CSP). */
export const SANDBOX_CARD_FIELD_SCRIPT_PATH = `${SANDBOX_CARD_FIELD_PATH}/field.js`;
/** Where the script sends what was typed, for the sandbox's checks and a token. */
export const SANDBOX_CARD_FIELD_TOKENS_PATH = `${SANDBOX_CARD_FIELD_PATH}/tokens`;

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;padding:2px 4px 4px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;background:#fff;line-height:1.5}
  .row{display:flex;flex-wrap:wrap;gap:0 12px}
  .row>div{flex:1 1 8em}
  label{display:block;font-weight:700;margin:8px 0 4px}
  input{display:block;width:100%;font:inherit;padding:10px 12px;border:2px solid #1a1a1a;border-radius:4px}
  input[aria-invalid=true]{border-color:#b00020}
  .field-error{color:#b00020;font-weight:700;margin:4px 0 0}
  .hint{color:#505050;margin:8px 0 0;font-size:.875rem}
  :focus-visible{outline:3px solid #ffbf47;outline-offset:2px;box-shadow:0 0 0 5px #000}
`;

type FieldInput = {
  name: TypedCardField;
  label: string;
  autocomplete: string;
  placeholder: string;
};

const INPUTS: readonly FieldInput[] = [
  {
    name: 'number',
    label: 'Card number',
    autocomplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
  },
  { name: 'expiry', label: 'Expiry date (MM/YY)', autocomplete: 'cc-exp', placeholder: 'MM/YY' },
  { name: 'cvc', label: 'Security code', autocomplete: 'cc-csc', placeholder: '123' },
];

function input(field: FieldInput): string {
  return `<label for="${field.name}">${escapeHtml(field.label)}</label>
<input id="${field.name}" name="${field.name}" type="text" inputmode="numeric" autocomplete="${field.autocomplete}" placeholder="${escapeHtml(field.placeholder)}" spellcheck="false" aria-describedby="${field.name}-error">
<p class="field-error" id="${field.name}-error" hidden></p>`;
}

/** The field's page: three labelled inputs, their errors, and which test cards to use. */
export function cardFieldPage(): string {
  const [number, expiry, cvc] = INPUTS.map(input);
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details – Stripe sandbox</title>
<style>${STYLE}</style>
<script src="${SANDBOX_CARD_FIELD_SCRIPT_PATH}" defer></script>
</head>
<body>
<main>
<form id="card-field" novalidate>
${number}
<div class="row"><div>${expiry}</div><div>${cvc}</div></div>
<p class="hint">Test mode: use 4242 4242 4242 4242 to succeed or 4000 0000 0000 0002 for a decline, any future expiry and any 3 digits.</p>
</form>
</main>
</body>
</html>`;
}

/**
 * The field's script. The page is framed only by the platform's own origin (frame-ancestors
 * 'self'), so it answers only its parent at its own origin, and listens only to its parent.
 */
export const CARD_FIELD_SCRIPT = `(() => {
  'use strict';
  const origin = window.location.origin;
  const names = ['number', 'expiry', 'cvc'];
  const post = (message) => window.parent.postMessage(message, origin);
  const resize = () =>
    post({ type: 'card-field:resize', height: document.documentElement.scrollHeight });
  function showErrors(errors) {
    for (const name of names) {
      const input = document.getElementById(name);
      const shown = document.getElementById(name + '-error');
      const message = errors[name] || '';
      shown.textContent = message;
      shown.hidden = !message;
      if (message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
    resize();
  }
  async function tokenize(requestId) {
    const typed = {};
    for (const name of names) typed[name] = document.getElementById(name).value;
    let answer;
    try {
      const response = await fetch('${SANDBOX_CARD_FIELD_TOKENS_PATH}', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(typed),
      });
      answer = await response.json();
    } catch {
      answer = { message: 'The card field could not be reached. Try again.' };
    }
    if (answer && typeof answer.token === 'string') {
      showErrors({});
      post({ type: 'card-field:token', requestId, token: answer.token });
      return;
    }
    const errors = (answer && answer.errors) || {};
    showErrors(errors);
    const first = names.find((name) => errors[name]);
    if (first) document.getElementById(first).focus();
    post({
      type: 'card-field:error',
      requestId,
      field: first || null,
      message: first ? errors[first] : (answer && answer.message) || 'Check the card details.',
    });
  }
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== window.parent) return;
    const data = event.data || {};
    if (data.type === 'card-field:tokenize') void tokenize(data.requestId);
    if (data.type === 'card-field:clear') {
      for (const name of names) document.getElementById(name).value = '';
      showErrors({});
    }
  });
  new ResizeObserver(resize).observe(document.body);
  post({ type: 'card-field:ready' });
})();
`;
