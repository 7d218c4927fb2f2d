import { cardBrandName } from '@brand/domain';
import { escapeHtml } from '../../identity/sign-in-pages';
import { SANDBOX_BANK_ACCOUNT } from './sandbox-bank-accounts';
import type { CardForm, CardFormField, SandboxCardSession } from './sandbox-card-payments';
import type { BankForm, BankFormField, SandboxRedirectFlow } from './sandbox-direct-debit';
import { SANDBOX_TEST_CARDS } from './sandbox-test-cards';

/**
 * The sandboxes' hosted pages, standing in for Stripe Checkout and GoCardless's redirect flow:
 * plain HTML forms that work without script, with labelled inputs, hints tied to their inputs,
 * an error summary that links to each field, and a visible focus (WCAG 2.2 AA). A banner says
 * plainly that nothing here is real.
 */

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;background:#f4f4f4;line-height:1.5}
  header{background:#3d0a91;color:#fff;padding:16px 24px}
  header p{margin:0;font-weight:700;font-size:1.25rem}
  header strong{display:inline-block;margin-top:4px;background:#ffdd00;color:#1a1a1a;padding:2px 8px;font-size:.9rem}
  main{max-width:520px;margin:32px auto;background:#fff;padding:32px 24px;border-radius:8px}
  h1{font-size:1.75rem;margin:0 0 8px}
  h2{font-size:1.25rem}
  label{display:block;font-weight:700;margin:16px 0 4px}
  .hint{color:#505050;margin:0 0 8px}
  input{display:block;width:100%;font:inherit;padding:10px 12px;border:2px solid #1a1a1a;border-radius:4px}
  input.short{max-width:10em}
  input[aria-invalid=true]{border-color:#b00020}
  .field-error{color:#b00020;font-weight:700;margin:4px 0}
  button{font:inherit;font-weight:700;margin:24px 8px 0 0;padding:12px 20px;border-radius:4px;cursor:pointer;background:#000;color:#fff;border:2px solid #000}
  button.secondary{background:#fff;color:#000}
  a{color:#0b4fa8}
  :focus-visible{outline:3px solid #ffbf47;outline-offset:2px;box-shadow:0 0 0 5px #000}
  .summary{border:3px solid #b00020;padding:12px 16px;margin-bottom:16px}
  .summary h2{font-size:1.1rem;margin:0 0 4px}
  .summary ul{margin:0;padding-left:20px}
  .amount{font-size:1.25rem;margin:0 0 16px}
  table{border-collapse:collapse;width:100%;margin-top:8px}
  th,td{text-align:left;padding:4px 8px;border-bottom:1px solid #b1b4b6}
  .guarantee{border:2px solid #1a1a1a;padding:8px 16px;margin-top:24px}
  .visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
  footer{text-align:center;color:#505050;font-size:.875rem;margin:24px}
`;

/** A sandbox's page: the banner says it is a stand-in (`notice`), then the body. */
export function sandboxPage(
  title: string,
  vendor: string,
  body: string,
  notice = 'Test mode: no real money moves',
): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ${escapeHtml(vendor)} sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<header role="banner"><p>${escapeHtml(vendor)} sandbox</p><strong>${escapeHtml(notice)}</strong></header>
<main id="main">
${body}
</main>
<footer role="contentinfo">A stand-in for ${escapeHtml(vendor)}, served by the platform for development and tests.</footer>
</body>
</html>`;
}

/** Pounds and pence for pence. */
export function formatPence(pence: number): string {
  return `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

type Field<Name extends string> = {
  name: Name;
  label: string;
  hint?: string;
  autocomplete: string;
  inputmode?: 'numeric';
  short?: boolean;
  value: string;
};

export function errorSummary(errors: { field?: string; message: string }[]): string {
  if (errors.length === 0) return '';
  const items = errors
    .map((error) =>
      error.field
        ? `<li><a href="#${error.field}">${escapeHtml(error.message)}</a></li>`
        : `<li>${escapeHtml(error.message)}</li>`,
    )
    .join('');
  return `<div class="summary" role="alert" tabindex="-1" id="error-summary" autofocus>
<h2>There is a problem</h2>
<ul>${items}</ul>
</div>`;
}

function input<Name extends string>(field: Field<Name>, error: string | undefined): string {
  const described = [field.hint ? `${field.name}-hint` : '', error ? `${field.name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<label for="${field.name}">${escapeHtml(field.label)}</label>
${field.hint ? `<p class="hint" id="${field.name}-hint">${escapeHtml(field.hint)}</p>` : ''}
${error ? `<p class="field-error" id="${field.name}-error"><span class="visually-hidden">Error: </span>${escapeHtml(error)}</p>` : ''}
<input id="${field.name}" name="${field.name}" type="text" autocomplete="${field.autocomplete}"${field.inputmode ? ` inputmode="${field.inputmode}"` : ''}${field.short ? ' class="short"' : ''} spellcheck="false" value="${escapeHtml(field.value)}"${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}>`;
}

const CARD_OUTCOMES = {
  succeeds: 'Pays',
  generic_decline: 'Declined (generic_decline)',
  insufficient_funds: 'Declined (insufficient_funds)',
  authentication: 'Asks you to authenticate (Strong Customer Authentication)',
} as const;

function groupDigits(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The hosted card page of a checkout or setup session. */
export function cardPage(options: {
  session: SandboxCardSession;
  action: string;
  cancelHref: string;
  form?: Partial<CardForm>;
  errors?: Partial<Record<CardFormField, string>>;
  /** The decline of the last attempt, shown at the top. */
  declined?: string;
}): string {
  const { session, form = {}, errors = {} } = options;
  const paying = session.mode === 'payment' && session.amountPence !== null;
  const heading = paying ? `Pay ${formatPence(session.amountPence ?? 0)}` : 'Save a card';
  const fields: Field<CardFormField>[] = [
    { name: 'name', label: 'Name on card', autocomplete: 'cc-name', value: form.name ?? '' },
    {
      name: 'number',
      label: 'Card number',
      hint: 'The long number on the front of the card. Use a test card from the list below.',
      autocomplete: 'cc-number',
      inputmode: 'numeric',
      value: form.number ?? '',
    },
    {
      name: 'expiry',
      label: 'Expiry date',
      hint: 'Month and year, for example 04/29 or 0429',
      autocomplete: 'cc-exp',
      inputmode: 'numeric',
      short: true,
      value: form.expiry ?? '',
    },
    {
      name: 'cvc',
      label: 'Security code',
      hint: 'The last 3 digits on the back of the card',
      autocomplete: 'cc-csc',
      inputmode: 'numeric',
      short: true,
      // A security code is never shown back.
      value: '',
    },
  ];
  const summary = [
    ...(options.declined ? [{ message: options.declined }] : []),
    ...fields.flatMap((field) =>
      errors[field.name] ? [{ field: field.name, message: errors[field.name] as string }] : [],
    ),
  ];
  const cards = Object.entries(SANDBOX_TEST_CARDS)
    .map(
      ([number, card]) =>
        `<tr><td>${groupDigits(number)}</td><td>${escapeHtml(cardBrandName(card.brand))}</td><td>${CARD_OUTCOMES[card.behaviour]}</td></tr>`,
    )
    .join('');
  return sandboxPage(
    summary.length ? `Error: ${heading}` : heading,
    'Stripe',
    `${errorSummary(summary)}
<h1>${escapeHtml(heading)}</h1>
<p class="amount">${escapeHtml(session.description)}</p>
${paying && session.saveCard ? '<p>Your card will be saved for future payments.</p>' : ''}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${fields.map((field) => input(field, errors[field.name])).join('\n')}
<button type="submit">${escapeHtml(paying ? heading : 'Save card')}</button>
</form>
<p><a href="${escapeHtml(options.cancelHref)}">Cancel and go back</a></p>
<h2 id="test-cards">Test cards</h2>
<p>Use any future expiry date, any 3-digit security code and any name.</p>
<table aria-labelledby="test-cards"><thead><tr><th scope="col">Card number</th><th scope="col">Brand</th><th scope="col">What happens</th></tr></thead><tbody>${cards}</tbody></table>`,
  );
}

/** The Strong Customer Authentication challenge (the bank's 3-D Secure page, in miniature). */
export function challengePage(options: { session: SandboxCardSession; action: string }): string {
  const { session } = options;
  const card = session.pendingCard;
  return sandboxPage(
    'Confirm your payment',
    'Stripe',
    `<h1>Confirm your payment</h1>
<p>Your bank wants to check it is you before ${session.mode === 'payment' && session.amountPence !== null ? `paying ${formatPence(session.amountPence)}` : 'saving your card'}${card ? ` with the ${escapeHtml(cardBrandName(card.brand))} card ending ${escapeHtml(card.last4)}` : ''}.</p>
<p>This is a test authentication page: choose what the bank answers.</p>
<form method="post" action="${escapeHtml(options.action)}">
<button type="submit" name="outcome" value="approve">Complete authentication</button>
<button type="submit" name="outcome" value="fail" class="secondary">Fail authentication</button>
</form>`,
  );
}

/** The Direct Debit Guarantee, in the wording the Bacs scheme requires to be shown in full. */
export const DIRECT_DEBIT_GUARANTEE = [
  'The Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.',
  'If there are any changes to the amount, date or frequency of your Direct Debit the organisation will notify you (normally 10 working days) in advance of your account being debited or as otherwise agreed. If you request the organisation to collect a payment, confirmation of the amount and date will be given to you at the time of the request.',
  'If an error is made in the payment of your Direct Debit, by the organisation or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society.',
  'If you receive a refund you are not entitled to, you must pay it back when the organisation asks you to.',
  'You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify the organisation.',
] as const;

/** The redirect flow's page: the account holder, sort code and account number. */
export function directDebitPage(options: {
  flow: SandboxRedirectFlow;
  action: string;
  form?: Partial<BankForm>;
  errors?: Partial<Record<BankFormField, string>>;
}): string {
  const { flow, form = {}, errors = {} } = options;
  const fields: Field<BankFormField>[] = [
    {
      name: 'accountHolderName',
      label: 'Name of account holder',
      hint: 'As it appears on your bank statement',
      autocomplete: 'name',
      value: form.accountHolderName ?? '',
    },
    {
      name: 'sortCode',
      label: 'Sort code',
      hint: 'Must be 6 digits long',
      autocomplete: 'off',
      inputmode: 'numeric',
      short: true,
      value: form.sortCode ?? '',
    },
    {
      name: 'accountNumber',
      label: 'Account number',
      hint: 'Must be 8 digits long',
      autocomplete: 'off',
      inputmode: 'numeric',
      value: form.accountNumber ?? '',
    },
  ];
  const summary = fields.flatMap((field) =>
    errors[field.name] ? [{ field: field.name, message: errors[field.name] as string }] : [],
  );
  return sandboxPage(
    summary.length ? 'Error: Set up a Direct Debit' : 'Set up a Direct Debit',
    'GoCardless',
    `${errorSummary(summary)}
<h1>Set up a Direct Debit</h1>
<p class="amount">${escapeHtml(flow.description)}</p>
<p>In this sandbox, use sort code ${SANDBOX_BANK_ACCOUNT.sortCode.replace(/(\d{2})(?=\d)/g, '$1-')} and account number ${SANDBOX_BANK_ACCOUNT.accountNumber}. An account holder name with the word "fail" in it makes its payments fail.</p>
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${fields.map((field) => input(field, errors[field.name])).join('\n')}
<section class="guarantee" aria-labelledby="guarantee">
<h2 id="guarantee">The Direct Debit Guarantee</h2>
<ul>${DIRECT_DEBIT_GUARANTEE.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
</section>
<button type="submit">Set up Direct Debit</button>
</form>`,
  );
}

/** A page that is no longer there (an expired or unknown session or flow). */
export function gonePage(vendor: string): string {
  return sandboxPage(
    'This page has expired',
    vendor,
    `<h1>This page has expired</h1>
<p>This payment page is no longer open. Go back to the site you came from and start again.</p>`,
  );
}
