import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { FEEDBACK_ACTIONS, productConfigForScheme } from '@brand/config';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { fakePlatform } from '../fake-platform';
import { FeedbackModal } from './FeedbackModal';
import { useFeedbackPrompt } from './feedback-prompt';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
  sessionStorage.clear();
});

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane@brand.example' };

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <h1>Cover changed</h1>
      <FeedbackModal
        open={open}
        type="mta"
        policyId="PL1"
        actions={FEEDBACK_ACTIONS}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function renderModal() {
  const calls = fakePlatform({
    'POST /api/insights/feedback': { status: 201, body: { recorded: true } },
  });
  return { calls, ...renderShell(<Harness />, { client: fakeAuthClient(JANE) }) };
}

describe('the feedback modal', () => {
  it('asks for a rating from 1 to 10, sending disabled until one is chosen, then thanks', async () => {
    const { calls, user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'How was changing your policy?' });
    const ratings = within(dialog).getAllByRole('radio');
    expect(ratings.map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    const send = within(dialog).getByRole('button', { name: 'Send feedback' });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '6' }));
    expect(send).toBeEnabled();
    const comment = within(dialog).getByRole('textbox');
    await user.type(comment, 'Clear, but slow{Enter}');
    // Enter in the comment sends nothing.
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(send);
    expect(
      await screen.findByRole('dialog', { name: 'Thank you for your feedback' }),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/insights/feedback',
        body: { type: 'mta', rating: 6, comment: 'Clear, but slow', tags: { policyId: 'PL1' } },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('invites a public review after a rating of 9 or 10, even when the platform fails', async () => {
    const { user } = renderShell(<Harness />, { client: fakeAuthClient(JANE) });
    fakePlatform({ 'POST /api/insights/feedback': { status: 503, body: { status: 503 } } });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '10' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    const review = await screen.findByRole('dialog', {
      name: 'Thank you, we’re glad it went well',
    });
    expect(within(review).getByRole('link', { name: 'Leave a review' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    );
  });

  it('closes on Escape without sending anything', async () => {
    const { calls, user } = renderModal();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });
});

function Prompted({ policyId }: { policyId: string }) {
  const product = productConfigForScheme('BRAND-FLEX');
  const prompt = useFeedbackPrompt({ type: 'purchase', policyId, product });
  return (
    <>
      <h1>You’re covered</h1>
      {prompt.open ? <p>Feedback asked</p> : null}
    </>
  );
}

describe('the feedback prompt', () => {
  it('opens after a delay on the success page, once per policy and kind', async () => {
    const first = renderShell(<Prompted policyId="PL1" />, { client: fakeAuthClient(JANE) });
    expect(screen.queryByText('Feedback asked')).toBeNull();
    expect(await screen.findByText('Feedback asked', {}, { timeout: 10_000 })).toBeInTheDocument();
    first.unmount();
    renderShell(<Prompted policyId="PL1" />, { client: fakeAuthClient(JANE) });
    await screen.findByRole('heading', { name: 'You’re covered' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 3000)));
    expect(screen.queryByText('Feedback asked')).toBeNull();
  }, 30_000);
});
