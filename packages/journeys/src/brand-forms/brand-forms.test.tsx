import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_FORMS, createTranslate, formById } from '@brand/config';
import {
  type FormContext,
  type FormDefinition,
  type FormValues,
  validate,
  visibleInputs,
} from '@brand/forms';
import { FormRenderer } from '@brand/forms-react';
import { BrandThemeProvider } from '@brand/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createConfigDataSources } from './config-data-sources';
import { DEMO_POLICYHOLDER_DATE_OF_BIRTH, demoContextFor, onDriveaway } from './demo-contexts';

// Pinned so dates of birth, date pickers and "not in the future" read the same on every run.
const NOW = '2025-06-11T10:00:00+01:00';
const t = createTranslate('monthly');
const dataSources = createConfigDataSources();
// Searches (address 500 ms, lookups 250 ms) run on real timers; results are awaited this long.
// On a loaded 2-core CI machine a search's render can take seconds, so the waits are generous and
// a whole form, which makes several searches, gets a minute.
const SEARCH_WAIT = { timeout: 10_000 };
jest.setTimeout(60_000);

function Providers({ children }: { children: ReactNode }) {
  return <BrandThemeProvider withGlobalStyles={false}>{children}</BrandThemeProvider>;
}

function contextOf(form: FormDefinition, extra: FormContext = {}): FormContext {
  return { ...demoContextFor(form), now: NOW, ...extra };
}

function renderBrandForm(form: FormDefinition, context: FormContext, initialValues?: FormValues) {
  const onSubmit = jest.fn();
  const user = userEvent.setup();
  const view = render(
    <FormRenderer
      form={form}
      context={context}
      initialValues={initialValues}
      onSubmit={onSubmit}
      t={t}
      dataSources={dataSources}
    />,
    { wrapper: Providers },
  );
  const submitButton = () =>
    screen.getByRole('button', { name: t(form.submitLabel ?? 'forms.submit') });
  return { ...view, user, onSubmit, submitButton };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The translated text of a key, as the start of an accessible name (labels may add "(required)"). */
const named = (key: string) => new RegExp(`^${escapeRegExp(t(key))}`);

/** Drives the controls by their translated labels, as a customer would. */
function driver(user: UserEvent) {
  const group = (key: string) => screen.getByRole('group', { name: named(key) });
  return {
    type: (key: string, text: string) => user.type(screen.getByLabelText(named(key)), text),
    /** Picks the radio of this option value in the question's group. */
    choose: async (groupKey: string, value: string | number) => {
      const radios = within(group(groupKey)).getAllByRole('radio') as HTMLInputElement[];
      const radio = radios.find((candidate) => candidate.value === String(value));
      if (!radio) throw new Error(`No option ${value} in ${groupKey}`);
      await user.click(radio);
    },
    tick: (key: string) => user.click(screen.getByLabelText(named(key))),
    /** Ticks the n-th checkbox of the question's group. */
    tickNth: (groupKey: string, n: number) =>
      user.click(within(group(groupKey)).getAllByRole('checkbox')[n] as HTMLElement),
    /** Chooses an option by its text, from a native select or a searchable one. */
    select: async (key: string, optionText: string) => {
      const box = screen.getByRole('combobox', { name: named(key) });
      if (box instanceof HTMLSelectElement) return user.selectOptions(box, optionText);
      await user.type(box, optionText);
      await user.click(await screen.findByRole('option', { name: optionText }, SEARCH_WAIT));
    },
    /** A date of birth typed as day, month and year ('1985-04-12'). */
    dateOfBirth: async (key: string, iso: string) => {
      const [year, month, day] = iso.split('-') as [string, string, string];
      const parts = within(group(key));
      await user.type(parts.getByLabelText(t('forms.date.day')), day);
      await user.type(parts.getByLabelText(t('forms.date.month')), month);
      await user.type(parts.getByLabelText(t('forms.date.year')), year);
    },
    /** Picks the n-th offered day of a date picker (0 is today). */
    pickDay: async (key: string, n: number) => {
      const select = screen.getByLabelText(named(key)) as HTMLSelectElement;
      const offered = [...select.options].filter((option) => option.value !== '');
      await user.selectOptions(select, offered[n] as HTMLOptionElement);
    },
    lookup: async (key: string, term: string, pick: RegExp) => {
      await user.type(screen.getByLabelText(named(key)), term);
      // The look-up is an ARIA combobox: its matches are the listbox's options.
      await user.click(await screen.findByRole('option', { name: pick }, SEARCH_WAIT));
    },
    address: async (term: string, pick: RegExp) => {
      await user.type(screen.getByLabelText(t('forms.address.search')), term);
      await user.click(await screen.findByRole('button', { name: pick }, SEARCH_WAIT));
    },
  };
}

type Driver = ReturnType<typeof driver>;

describe('every configured form', () => {
  it.each(ALL_FORMS.map((form) => [form.id, form] as const))(
    '%s shows each visible input’s label',
    (_id, form) => {
      const context = contextOf(form);
      renderBrandForm(form, context);
      for (const input of visibleInputs(form, {}, context)) {
        if (input.type === 'hidden' || input.label === undefined) continue;
        expect(screen.getAllByText(t(input.label)).length).toBeGreaterThan(0);
      }
    },
  );
});

interface Completion {
  /** The form's id. */
  id: string;
  /** Context beyond the form's demo context. */
  context?: FormContext;
  /** Answers every required question. */
  fill: (d: Driver) => Promise<void>;
  /** Some of what onSubmit must receive. */
  expected: FormValues;
}

const COMPLETIONS: Completion[] = [
  {
    id: 'retrieve',
    fill: async (d) => {
      await d.type('forms.questions.retrieve.externalReference.label', 'QTE-123456');
      await d.dateOfBirth('forms.questions.retrieve.dateOfBirth.label', '1985-04-12');
      await d.type('forms.questions.retrieve.postcode.label', 'ox1 1aa');
    },
    expected: { externalReference: 'QTE-123456', dateOfBirth: '1985-04-12' },
  },
  {
    id: 'accountSetup',
    fill: async (d) => {
      await d.type('forms.questions.you.email.label', 'alex.driver@example.com');
      await d.type('forms.questions.you.phone.label', '07700 900123');
    },
    expected: { policyholder: expect.objectContaining({ email: 'alex.driver@example.com' }) },
  },
  {
    id: 'feedback',
    fill: async (d) => {
      await d.choose('forms.questions.feedback.rating.label', 10);
      await d.type('forms.questions.feedback.comment.label', 'Quick and easy');
    },
    expected: { rating: 10, comment: 'Quick and easy' },
  },
  {
    id: 'cancellation.standard',
    fill: async (d) => {
      await d.choose('forms.questions.cancellation.reason.label', 'Price');
      await d.pickDay('forms.questions.cancellation.effectiveAt.label', 1);
    },
    expected: { reason: 'Price', effectiveAt: '2025-06-12' },
  },
  {
    id: 'paymentDay',
    fill: (d) => d.select('forms.questions.paymentDay.paymentDay.label', '28th'),
    expected: { paymentDay: 28 },
  },
  {
    id: 'admin.settle',
    fill: async (d) => {
      await d.type('forms.questions.admin.token.label', 'tok_1N3T00LkdIwHu7ix');
      await d.type('forms.questions.admin.postalCode.label', 'LS1 4DY');
      await d.dateOfBirth(
        'forms.questions.admin.dateOfBirth.label',
        DEMO_POLICYHOLDER_DATE_OF_BIRTH,
      );
    },
    expected: { token: 'tok_1N3T00LkdIwHu7ix', dateOfBirth: DEMO_POLICYHOLDER_DATE_OF_BIRTH },
  },
  {
    id: 'admin.phonePayment',
    fill: (d) => d.type('forms.questions.admin.token.label', 'tok_visa'),
    expected: { token: 'tok_visa' },
  },
  {
    id: 'disclosure.aboutYou',
    fill: async (d) => {
      await d.type('forms.name.firstName', 'Alex');
      await d.type('forms.name.lastName', 'Driver');
      await d.dateOfBirth('forms.questions.you.dateOfBirth.label', '1985-04-12');
      await d.address('LS1', /22 High Street/);
      await d.choose('forms.questions.you.homeOwnership.label', 'own');
      await d.select('forms.questions.you.maritalStatus.label', 'Married');
      await d.choose('forms.questions.you.employmentStatus.label', 'FT');
      await d.lookup('forms.questions.you.occupation.label', 'Accountant', /^Accountant$/);
      await d.lookup('forms.questions.you.industry.label', 'Accountancy', /^Accountancy$/);
      // Declares an unsatisfied county court judgment: the second statement.
      await d.tickNth('forms.questions.you.declarations.label', 1);
    },
    expected: {
      policyholder: expect.objectContaining({
        dateOfBirth: '1985-04-12',
        employmentStatus: 'FT',
        address: expect.objectContaining({ postalCode: 'LS1 4DY' }),
        declarations: expect.objectContaining({ bankrupt: false, 'unsatisfied-ccjs': true }),
      }),
    },
  },
  {
    id: 'disclosure.beforeWeBegin',
    context: onDriveaway({}),
    fill: async (d) => {
      await d.tick('forms.questions.eligibility.eligibilityConfirmed.label');
      await d.type('forms.questions.promotion.retailer.label', '76199');
    },
    expected: { eligibilityConfirmed: true, retailer: '76199' },
  },
  {
    id: 'disclosure.promotion',
    context: { promoCode: 'MINIELEC12M2025Q4' },
    fill: async (d) => {
      await d.type('forms.questions.promotion.retailer.label', '30641');
      await d.type('forms.questions.promotion.orderNumber.label', '1234567');
      await d.tick('forms.questions.promotion.promotionTermsAccepted.label');
    },
    expected: { retailer: '30641', orderNumber: '1234567', promotionTermsAccepted: true },
  },
];

describe('completing a representative set of forms', () => {
  it.each(COMPLETIONS.map((c) => [c.id, c] as const))(
    '%s submits values the server accepts',
    async (id, { context: extra, fill, expected }) => {
      const form = formById(id);
      const context = contextOf(form, extra);
      const { user, onSubmit, submitButton } = renderBrandForm(form, context);
      expect(submitButton()).toBeDisabled();
      await fill(driver(user));
      await waitFor(() => expect(submitButton()).toBeEnabled());
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      const submitted = onSubmit.mock.calls[0]?.[0] as FormValues;
      expect(submitted).toMatchObject(expected);
      expect(validate(form, submitted, context)).toEqual({});
    },
    // No per-test limit here: a whole form gets the file's minute (see SEARCH_WAIT).
  );
});

const DRIVEAWAY = onDriveaway({});
const ELECTRIC_PROMOTION: FormContext = { promoCode: 'MINIELEC12M2025Q4' };
const STANDARD_PROMOTION: FormContext = { promoCode: null };

/** Every statement of a booleanList input answered no: what a customer with nothing to declare stores. */
function noneDeclared(formId: string, inputName: string): Record<string, boolean> {
  const input = formById(formId).inputs.find((candidate) => candidate.name === inputName);
  const items = input?.meta?.items ?? [];
  return Object.fromEntries(items.map((item) => [String(item.value), false]));
}

const ABOUT_YOU = {
  name: { firstName: 'Alex', lastName: 'Driver' },
  dateOfBirth: '1985-04-12',
  address: { line1: '22 High Street', city: 'Leeds', postalCode: 'LS1 4DY', countryIso3: 'GBR' },
  homeOwnership: 'own',
  maritalStatus: 'married',
  employmentStatus: 'RE',
  declarations: noneDeclared('disclosure.aboutYou', 'policyholder.declarations'),
};
const aboutYou = (changes: Record<string, unknown>) => ({
  policyholder: { ...ABOUT_YOU, ...changes },
});
const contact = (email: string, phone: string) => ({ policyholder: { email, phone } });
const retrieve = (changes: Record<string, unknown>) => ({
  externalReference: 'QTE-123456',
  dateOfBirth: '1985-04-12',
  postcode: 'OX1 1AA',
  ...changes,
});
const settle = (changes: Record<string, unknown>) => ({
  token: 'tok_1N3T00LkdIwHu7ix',
  postalCode: 'LS1 4DY',
  dateOfBirth: DEMO_POLICYHOLDER_DATE_OF_BIRTH,
  ...changes,
});
const promotion = (orderNumber: string, retailer = '30641') => ({
  retailer,
  orderNumber,
  promotionTermsAccepted: true,
});

type AgreementRow = [
  what: string,
  formId: string,
  values: FormValues,
  context: FormContext,
  valid: boolean,
];

// NOW is 11 June 2025: a date of birth is accepted back to 11 June 1900 (125 years) and up to today.
const AGREEMENT: AgreementRow[] = [
  ['UK mobile', 'accountSetup', contact('alex@example.com', '07700900123'), {}, true],
  ['UK landline', 'accountSetup', contact('alex@example.com', '01865 123456'), {}, true],
  ['phone one digit short', 'accountSetup', contact('alex@example.com', '0770090012'), {}, false],
  ['phone of letters', 'accountSetup', contact('alex@example.com', 'phone me'), {}, false],
  ['email without domain', 'accountSetup', contact('alex@', '07700900123'), {}, false],
  ['email with a space', 'accountSetup', contact('alex @example.com', '07700900123'), {}, false],
  ['postcode with space', 'retrieve', retrieve({ postcode: 'OX1 1AA' }), {}, true],
  ['postcode lower case, no space', 'retrieve', retrieve({ postcode: 'ls14dy' }), {}, true],
  ['postcode not a postcode', 'retrieve', retrieve({ postcode: 'OX1' }), {}, false],
  ['born exactly 125 years ago', 'retrieve', retrieve({ dateOfBirth: '1900-06-11' }), {}, true],
  ['born 125 years and a day ago', 'retrieve', retrieve({ dateOfBirth: '1900-06-10' }), {}, false],
  ['born tomorrow', 'retrieve', retrieve({ dateOfBirth: '2025-06-12' }), {}, false],
  ['no quote reference', 'retrieve', retrieve({ externalReference: '' }), {}, false],
  [
    'names of 2 characters',
    'disclosure.aboutYou',
    aboutYou({ name: { firstName: 'Al', lastName: 'Li' } }),
    {},
    true,
  ],
  [
    'first name of 1 character',
    'disclosure.aboutYou',
    aboutYou({ name: { firstName: 'A', lastName: 'Driver' } }),
    {},
    false,
  ],
  [
    'last name of 30 characters',
    'disclosure.aboutYou',
    aboutYou({ name: { firstName: 'Alex', lastName: 'D'.repeat(30) } }),
    {},
    true,
  ],
  [
    'last name of 31 characters',
    'disclosure.aboutYou',
    aboutYou({ name: { firstName: 'Alex', lastName: 'D'.repeat(31) } }),
    {},
    false,
  ],
  [
    'name with digits',
    'disclosure.aboutYou',
    aboutYou({ name: { firstName: 'Al3x', lastName: 'Driver' } }),
    {},
    false,
  ],
  [
    'about you born 125 years and a day ago',
    'disclosure.aboutYou',
    aboutYou({ dateOfBirth: '1900-06-10' }),
    {},
    false,
  ],
  [
    // Left untouched, the checklist starts all false (nothing to declare); a missing item is unanswered.
    'a declaration left unanswered',
    'disclosure.aboutYou',
    aboutYou({
      declarations: {
        bankrupt: false,
        'unsatisfied-ccjs': false,
        'unspent-criminal-convictions': false,
        'previously-refused-insurance': null,
      },
    }),
    {},
    false,
  ],
  [
    'employed without an occupation',
    'disclosure.aboutYou',
    aboutYou({ employmentStatus: 'FT' }),
    {},
    false,
  ],
  [
    'known retailer on drive-away',
    'disclosure.beforeWeBegin',
    { eligibilityConfirmed: true, retailer: '76199' },
    DRIVEAWAY,
    true,
  ],
  [
    'unknown retailer on drive-away',
    'disclosure.beforeWeBegin',
    { eligibilityConfirmed: true, retailer: '12345' },
    DRIVEAWAY,
    false,
  ],
  [
    'retailer of 4 digits',
    'disclosure.beforeWeBegin',
    { eligibilityConfirmed: true, retailer: '7619' },
    DRIVEAWAY,
    false,
  ],
  ['flex asks no retailer', 'disclosure.beforeWeBegin', { eligibilityConfirmed: true }, {}, true],
  [
    'eligibility not confirmed',
    'disclosure.beforeWeBegin',
    { eligibilityConfirmed: false },
    {},
    false,
  ],
  [
    'order number 4… on a standard promotion',
    'disclosure.promotion',
    promotion('4123456'),
    STANDARD_PROMOTION,
    true,
  ],
  [
    'order number 1… on a standard promotion',
    'disclosure.promotion',
    promotion('1123456'),
    STANDARD_PROMOTION,
    false,
  ],
  [
    'order number 1… on the electric promotion',
    'disclosure.promotion',
    promotion('1123456'),
    ELECTRIC_PROMOTION,
    true,
  ],
  [
    'order number 2… on the electric promotion',
    'disclosure.promotion',
    promotion('2123456'),
    ELECTRIC_PROMOTION,
    false,
  ],
  [
    'order number of 6 digits',
    'disclosure.promotion',
    promotion('412345'),
    STANDARD_PROMOTION,
    false,
  ],
  [
    'order number of 8 digits',
    'disclosure.promotion',
    promotion('41234567'),
    STANDARD_PROMOTION,
    false,
  ],
  [
    'promotion with an unknown retailer',
    'disclosure.promotion',
    promotion('4123456', '12345'),
    STANDARD_PROMOTION,
    false,
  ],
  ['payment day 0', 'paymentDay', { paymentDay: 0 }, {}, false],
  ['payment day 1', 'paymentDay', { paymentDay: 1 }, {}, true],
  ['payment day 28', 'paymentDay', { paymentDay: 28 }, {}, true],
  ['payment day 29', 'paymentDay', { paymentDay: 29 }, {}, false],
  ['feedback 0', 'feedback', { rating: 0 }, {}, false],
  ['feedback 1', 'feedback', { rating: 1 }, {}, true],
  ['feedback 10', 'feedback', { rating: 10 }, {}, true],
  ['feedback 11', 'feedback', { rating: 11 }, {}, false],
  ['payment token', 'admin.settle', settle({}), {}, true],
  [
    'payment token with surrounding spaces',
    'admin.settle',
    settle({ token: ' tok_1N3T00LkdIwHu7ix ' }),
    {},
    true,
  ],
  ['payment token prefix only', 'admin.settle', settle({ token: 'tok_' }), {}, false],
  [
    'payment method id, not a token',
    'admin.settle',
    settle({ token: 'pm_1N3T00LkdIwHu7ix' }),
    {},
    false,
  ],
  [
    'date of birth not the policyholder’s',
    'admin.settle',
    settle({ dateOfBirth: '1985-04-13' }),
    {},
    false,
  ],
];

describe('the browser form and the server agree', () => {
  it.each(AGREEMENT)('%s (%s)', (_what, formId, values, extra, valid) => {
    const form = formById(formId);
    const context = contextOf(form, extra);
    const serverErrors = validate(form, values, context);
    // The row states the intended outcome, so a rule change that flips it shows up here.
    expect(Object.keys(serverErrors).length === 0).toBe(valid);
    const { submitButton } = renderBrandForm(form, context, values);
    if (valid) expect(submitButton()).toBeEnabled();
    else expect(submitButton()).toBeDisabled();
  });
});

describe('the stories', () => {
  it('show every configured form', () => {
    const stories = readFileSync(join(__dirname, 'BrandForms.stories.tsx'), 'utf8');
    const missing = ALL_FORMS.filter((form) => !stories.includes(`story('${form.id}'`));
    expect(missing.map((form) => form.id)).toEqual([]);
  });
});
