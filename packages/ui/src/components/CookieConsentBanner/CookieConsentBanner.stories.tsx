import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CookieConsentBanner } from './CookieConsentBanner';
import { COOKIE_CONSENT_NAME } from './cookie-consent';

function setStoredConsent(value: string | undefined) {
  const expires = value === undefined ? '; expires=Thu, 01 Jan 1970 00:00:00 GMT' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: stories start from a known answer.
  document.cookie = `${COOKIE_CONSENT_NAME}=${value ?? ''}${expires}; path=/`;
}

const meta = {
  title: 'Layout/CookieConsentBanner',
  component: CookieConsentBanner,
  args: {
    text: 'We use cookies to make this site work and to understand how you use it.',
    acceptLabel: 'Accept cookies',
    dismissLabel: 'Reject cookies',
    onAccept: fn(),
    onDismiss: fn(),
  },
  // Each story starts unanswered, and leaves no answer behind for the next.
  beforeEach: () => {
    setStoredConsent(undefined);
    return () => setStoredConsent(undefined);
  },
  decorators: [
    (Story) => (
      <>
        <p>The banner sits at the bottom of the page until the visitor answers.</p>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof CookieConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {};

export const WithPolicyLink: Story = {
  args: { policyLink: { label: 'Read our cookie policy', href: '#cookie-policy' } },
};

/** The portal's wording on a 390 px phone: one sentence, its link, and the two answers side by side. */
export const OnAPhone: Story = {
  args: {
    text: 'We use essential cookies, and analytics cookies if you agree.',
    acceptLabel: 'Accept analytics cookies',
    dismissLabel: 'Essential cookies only',
    policyLink: { label: 'Read our cookie policy', href: '#cookie-policy' },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Signed-in users and admins never see it. */
export const HiddenForSignedInUsers: Story = { args: { hidden: true } };

/** A stored answer (true or false) keeps it hidden. */
export const AlreadyAnswered: Story = {
  beforeEach: () => setStoredConsent('true'),
};
