import { escapeHtml } from '../../identity/sign-in-pages';
import { errorSummary, sandboxPage } from '../payments/sandbox-pages';
import {
  CLAIM_TEXT_LIMITS,
  type ClaimForm,
  type ClaimFormField,
  type FnolLink,
  MAX_CLAIM_PHOTOS,
} from './sandbox-claims';

const VENDOR = 'Claims provider';
const NOTICE = 'Test mode: no real claim is made';

// The shared sandbox style sizes every input as a text box; radios, the file input and the text
// areas need their own.
const CLAIM_STYLE = `<style>
  textarea{display:block;width:100%;font:inherit;padding:10px 12px;border:2px solid #1a1a1a;border-radius:4px}
  textarea[aria-invalid=true]{border-color:#b00020}
  fieldset{border:0;margin:16px 0 0;padding:0}
  legend{font-weight:700;margin:0 0 4px;padding:0}
  .choice{display:flex;align-items:center;gap:8px;margin:4px 0}
  .choice input{width:24px;height:24px;margin:0}
  .choice label{margin:0;font-weight:400}
  input[type=file]{border-style:dashed}
  .pair{display:flex;gap:16px;flex-wrap:wrap}
  .pair > div{flex:1 1 10em}
</style>`;

type Errors = Partial<Record<ClaimFormField, string>>;

function described(name: string, hint: boolean, error: string | undefined): string {
  const ids = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `${ids ? ` aria-describedby="${ids}"` : ''}${error ? ' aria-invalid="true"' : ''}`;
}

function fieldError(name: string, error: string | undefined): string {
  return error
    ? `<p class="field-error" id="${name}-error"><span class="visually-hidden">Error: </span>${escapeHtml(error)}</p>`
    : '';
}

function textField(options: {
  name: keyof ClaimForm;
  label: string;
  hint?: string;
  type: 'date' | 'time' | 'text';
  value: string;
  error: string | undefined;
  maxLength?: number;
  autocomplete?: string;
}): string {
  const { name, label, hint, type, value, error } = options;
  return `<label for="${name}">${escapeHtml(label)}</label>
${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}
${fieldError(name, error)}
<input id="${name}" name="${name}" type="${type}" value="${escapeHtml(value)}"${options.maxLength ? ` maxlength="${options.maxLength}"` : ''} autocomplete="${options.autocomplete ?? 'off'}"${described(name, Boolean(hint), error)}>`;
}

function textArea(options: {
  name: keyof ClaimForm;
  label: string;
  hint?: string;
  value: string;
  error: string | undefined;
  maxLength: number;
}): string {
  const { name, label, hint, value, error, maxLength } = options;
  return `<label for="${name}">${escapeHtml(label)}</label>
${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}
${fieldError(name, error)}
<textarea id="${name}" name="${name}" rows="5" maxlength="${maxLength}"${described(name, Boolean(hint), error)}>${escapeHtml(value)}</textarea>`;
}

/** The claim form a first-notice link opens: what happened, where, when, who, and photos. */
export function claimPage(options: {
  link: FnolLink;
  action: string;
  form?: Partial<ClaimForm>;
  errors?: { field: ClaimFormField; message: string }[];
}): string {
  const { link, action, form = {} } = options;
  const errors: Errors = Object.fromEntries(
    (options.errors ?? []).map((error) => [error.field, error.message]),
  );
  const injuries = form.injuries ?? '';
  const radio = (value: 'yes' | 'no', label: string) =>
    `<div class="choice"><input type="radio" id="injuries-${value}" name="injuries" value="${value}"${injuries === value ? ' checked' : ''}${errors.injuries ? ' aria-describedby="injuries-error"' : ''}><label for="injuries-${value}">${label}</label></div>`;
  const summary = errorSummary(
    (options.errors ?? []).map((error) => ({
      field: error.field === 'injuries' ? 'injuries-yes' : error.field,
      message: error.message,
    })),
  );
  return sandboxPage(
    'Tell us about an incident',
    VENDOR,
    `${CLAIM_STYLE}${summary}
<h1>Tell us about an incident</h1>
<p>Policy <strong>${escapeHtml(link.policyNumber)}</strong>, insured ${escapeHtml(link.insuredName)}.</p>
<p>Would you rather talk to someone? Call <a href="tel:${escapeHtml(link.telephone.replace(/\s+/g, ''))}">${escapeHtml(link.telephone)}</a> or email <a href="mailto:${escapeHtml(link.email)}">${escapeHtml(link.email)}</a>.</p>
<form method="post" action="${escapeHtml(action)}" enctype="multipart/form-data" novalidate>
<div class="pair">
<div>${textField({ name: 'date', label: 'Date it happened', hint: 'The day, month and year', type: 'date', value: form.date ?? '', error: errors.date })}</div>
<div>${textField({ name: 'time', label: 'Time it happened', hint: 'UK time, in hours and minutes, for example 14:30', type: 'time', value: form.time ?? '', error: errors.time })}</div>
</div>
${textField({ name: 'place', label: 'Where it happened', hint: 'A street and town, or a postcode', type: 'text', value: form.place ?? '', error: errors.place, maxLength: CLAIM_TEXT_LIMITS.place, autocomplete: 'street-address' })}
${textArea({ name: 'whatHappened', label: 'What happened', value: form.whatHappened ?? '', error: errors.whatHappened, maxLength: CLAIM_TEXT_LIMITS.whatHappened })}
${textArea({ name: 'otherVehicles', label: 'Other vehicles involved (optional)', hint: 'Their registrations and drivers, if you know them', value: form.otherVehicles ?? '', error: errors.otherVehicles, maxLength: CLAIM_TEXT_LIMITS.otherVehicles })}
<fieldset>
<legend>Was anyone injured?</legend>
${fieldError('injuries', errors.injuries)}
${radio('yes', 'Yes')}
${radio('no', 'No')}
</fieldset>
<label for="photos">Photos (optional)</label>
<p class="hint" id="photos-hint">Up to ${MAX_CLAIM_PHOTOS} photos of the damage or the scene: JPEG, PNG, WebP or HEIC</p>
${fieldError('photos', errors.photos)}
<input id="photos" name="photos" type="file" accept="image/jpeg,image/png,image/webp,image/heic" multiple${described('photos', true, errors.photos)}>
<p>How we use what you tell us: <a href="${escapeHtml(link.privacyPolicyUrl)}">privacy policy</a>.</p>
<button type="submit">Send</button>
</form>
<p><a href="${escapeHtml(link.callbackUrl)}">Cancel and go back</a></p>`,
    NOTICE,
  );
}

/** A link that was never made, or has expired. */
export function claimLinkGonePage(): string {
  return sandboxPage(
    'This link has expired',
    VENDOR,
    `<h1>This link has expired</h1>
<p>A link to the claim form works once and for a day. Go back to your policy's claims page to start again.</p>`,
    NOTICE,
  );
}
