import { FOOTER } from '@brand/config';

/**
 * The sign-in server's own pages (email, then the emailed code), served by the platform: plain
 * HTML forms that work without script, with labelled inputs, an announced error summary and a
 * visible focus, as every screen of the apps (WCAG 2.2 AA).
 */

/** Text made safe to place in HTML. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The brand's link colour (@brand/ui's palette.brand, 7:1 on white): these pages are the brand's own. */
const BRAND_LINK = '#0b5f73';

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;background:#f4f4f4;line-height:1.5}
  header{background:#000;color:#fff;padding:16px 24px;font-weight:700;font-size:1.25rem}
  main{max-width:480px;margin:32px auto;background:#fff;padding:32px 24px;border-radius:8px}
  h1{font-size:1.75rem;margin:0 0 16px}
  label{display:block;font-weight:700;margin:16px 0 4px}
  .hint{color:#505050;margin:0 0 8px}
  input{width:100%;font:inherit;padding:10px 12px;border:2px solid #1a1a1a;border-radius:4px}
  input[aria-invalid=true]{border-color:#b00020}
  .field-error{color:#b00020;font-weight:700;margin:4px 0}
  button,.link-button{font:inherit;font-weight:700;margin-top:24px;padding:12px 20px;border-radius:4px;cursor:pointer}
  button{background:#000;color:#fff;border:2px solid #000}
  .link-button{background:none;border:none;color:${BRAND_LINK};text-decoration:underline;padding:0}
  a,a:visited{color:${BRAND_LINK}}
  :focus-visible{outline:3px solid #ffbf47;outline-offset:2px;box-shadow:0 0 0 5px #000}
  .summary{border:3px solid #b00020;padding:12px 16px;margin-bottom:16px}
  .summary h2{font-size:1.1rem;margin:0 0 4px}
  footer{text-align:center;color:#505050;font-size:.875rem;margin:24px}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – MINI Insurance</title>
<style>${STYLE}</style>
</head>
<body>
<header role="banner">MINI Insurance</header>
<main id="main">
${body}
</main>
<footer role="contentinfo">Powered by ${escapeHtml(FOOTER.provider)}</footer>
</body>
</html>`;
}

function errorSummary(error: string | undefined, field: string): string {
  if (!error) return '';
  return `<div class="summary" role="alert" tabindex="-1" id="error-summary">
<h2>There is a problem</h2>
<p><a href="#${field}">${escapeHtml(error)}</a></p>
</div>`;
}

function fieldError(error: string | undefined, field: string): string {
  return error ? `<p class="field-error" id="${field}-error">${escapeHtml(error)}</p>` : '';
}

function describedBy(field: string, hint: boolean, error: string | undefined): string {
  const ids = [hint ? `${field}-hint` : '', error ? `${field}-error` : ''].filter(Boolean);
  return ids.length ? ` aria-describedby="${ids.join(' ')}"` : '';
}

/** Step one: the email address a code is sent to. */
export function emailPage(options: { action: string; email?: string; error?: string }): string {
  const { action, email = '', error } = options;
  return page(
    error ? `Error: Sign in` : 'Sign in',
    `${errorSummary(error, 'email')}
<h1>Sign in</h1>
<p>We'll email you a code to sign in with. If you're new, this also sets up your account.</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">Email address</label>
<p class="hint" id="email-hint">Use the email address you gave us with your quote or policy.</p>
${fieldError(error, 'email')}
<input id="email" name="email" type="email" autocomplete="email" spellcheck="false" required value="${escapeHtml(email)}"${describedBy('email', true, error)}${error ? ' aria-invalid="true"' : ''} autofocus>
<button type="submit">Send a sign-in code</button>
</form>`,
  );
}

/** Step two: the code from the email. */
export function codePage(options: {
  action: string;
  resendAction: string;
  changeEmailHref: string;
  email: string;
  error?: string;
  notice?: string;
}): string {
  const { action, resendAction, changeEmailHref, email, error, notice } = options;
  return page(
    error ? 'Error: Check your email' : 'Check your email',
    `${errorSummary(error, 'code')}
<h1>Check your email</h1>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<p>We've sent a 6-digit code to <strong>${escapeHtml(email)}</strong>. It works for 10 minutes.</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="code">Sign-in code</label>
<p class="hint" id="code-hint">For example, 123456</p>
${fieldError(error, 'code')}
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]*" maxlength="12" required${describedBy('code', true, error)}${error ? ' aria-invalid="true"' : ''} autofocus>
<button type="submit">Sign in</button>
</form>
<form method="post" action="${escapeHtml(resendAction)}">
<input type="hidden" name="email" value="${escapeHtml(email)}">
<p>Not received it? <button type="submit" class="link-button">Send a new code</button></p>
</form>
<p><a href="${escapeHtml(changeEmailHref)}">Use a different email address</a></p>`,
  );
}

/** Something the sign-in server cannot go on with (an expired or unknown sign-in). */
export function problemPage(title: string, message: string, homeHref: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(homeHref)}">Go back and try again</a></p>`,
  );
}

/** Signs out without a question: the form posts itself (the button stays for no script). */
export function signOutPage(form: string): string {
  return page(
    'Signing you out',
    `<h1>Signing you out</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script>
  var form = document.getElementById('op.logoutForm');
  var confirm = document.createElement('input');
  confirm.type = 'hidden'; confirm.name = 'logout'; confirm.value = 'yes';
  form.appendChild(confirm); form.submit();
</script>`,
  );
}
