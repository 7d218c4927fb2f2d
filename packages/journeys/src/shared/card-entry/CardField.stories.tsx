import { createShellI18n } from '@brand/app-shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CardField } from './CardField';
import type { CardTokenizer } from './card-tokenizer';

// The field's frame as the card sandbox draws it, in miniature: a story has no platform to serve
// the real one, and the field's look is the provider's, not the app's.
const FAKE_FIELD = `<!doctype html><html lang="en-GB"><body style="margin:0;font-family:system-ui,sans-serif">
<label for="n" style="display:block;font-weight:700;margin:8px 0 4px">Card number</label>
<input id="n" inputmode="numeric" autocomplete="cc-number" style="width:100%;box-sizing:border-box;font:inherit;padding:10px 12px;border:2px solid #1a1a1a;border-radius:4px">
<label for="e" style="display:block;font-weight:700;margin:8px 0 4px">Expiry date (MM/YY)</label>
<input id="e" inputmode="numeric" autocomplete="cc-exp" style="width:10em;font:inherit;padding:10px 12px;border:2px solid #1a1a1a;border-radius:4px">
</body></html>`;

/** A tokenizer whose frame is the fake field above. */
const fakeTokenizer = (): CardTokenizer => ({
  mount: async (element) => {
    const frame = document.createElement('iframe');
    frame.title = 'Secure card details';
    frame.srcdoc = FAKE_FIELD;
    frame.style.cssText = 'display:block;width:100%;border:0;height:170px';
    element.replaceChildren(frame);
  },
  createToken: async () => ({ token: 'tok_test_story' }),
  destroy: () => undefined,
});

function WithTexts({ children }: { children: React.ReactNode }) {
  const i18n = useMemo(() => createShellI18n(), []);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

const meta = {
  title: 'Journeys/Card entry/CardField',
  component: CardField,
  decorators: [
    (Story) => (
      <WithTexts>
        <Story />
      </WithTexts>
    ),
  ],
  args: { id: 'card', entry: { status: 'ready', tokenizer: fakeTokenizer() } },
} satisfies Meta<typeof CardField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field ready for a card: the provider's frame under the legend and hint. */
export const Ready: Story = {};

/** A decline or the field's own message, announced and tied to the field. */
export const WithError: Story = {
  args: {
    entry: { status: 'ready', tokenizer: fakeTokenizer() },
    error: 'Your card was declined.',
  },
};

/** No card field is configured: the screen offers the provider's page instead. */
export const Unavailable: Story = {
  args: { entry: { status: 'unavailable', tokenizer: null } },
};
