import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { act, screen } from '@testing-library/react';
import { JourneyStoreProvider } from '../../shared/store';
import { EmailThisQuote } from './EmailThisQuote';
import { type Answer, newProposal } from './proposal-screen-test-kit';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  sessionStorage.clear();
});

type Sent = { path: string; body: unknown; key: string | null };

/** Answers POST /api/proposals/P1/retain with each of `answers` in turn; records what was sent. */
function retainAnswers(...answers: (Answer | Promise<Answer>)[]): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    sent.push({
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      key: new Headers(init?.headers).get('idempotency-key'),
    });
    const answer = (await answers[sent.length - 1]) ?? { status: 204 };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status < 400,
      status: answer.status,
      headers: new Headers({
        'content-type': answer.status < 400 ? 'application/json' : 'application/problem+json',
      }),
      text: async () => text,
    } as unknown as Response;
  }) as unknown as typeof globalThis.fetch;
  return sent;
}

const problem = (status: number, type: string): Answer => ({
  status,
  body: { type: `urn:brand:problem:${type}`, title: 'x', status },
});

function Quote({ email }: { email?: string }) {
  const proposal = newProposal();
  const data = { ...proposal.data, policyholder: { email } };
  return (
    <JourneyStoreProvider>
      <EmailThisQuote proposal={{ ...proposal, data }} />
    </JourneyStoreProvider>
  );
}

function render(email?: string) {
  return renderShell(<Quote {...(email === undefined ? {} : { email })} />, {
    client: fakeAuthClient(null),
  });
}

const button = () => screen.findByRole('button', { name: 'Email me this quote' });

describe('Email me this quote', () => {
  it('sends the quote to the email given with it and says where it went', async () => {
    const sent = retainAnswers({ status: 204 });
    const { user } = render('jane@example.com');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Not ready to buy yet?' }),
    ).toBeVisible();
    expect(screen.getByText(/We can email this quote to jane@example.com/)).toBeVisible();
    await user.click(await button());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We’ve emailed your quote to jane@example.com. The email has your quote reference and how to come back to it.',
    );
    expect(sent).toEqual([
      {
        path: '/api/proposals/P1/retain',
        body: { email: 'jane@example.com' },
        key: expect.any(String),
      },
    ]);
  });

  it('does not send twice while a press is on its way', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const sent = retainAnswers(new Promise<Answer>((resolve) => (answer = resolve)));
    const { user } = render('jane@example.com');
    const press = await button();
    await user.click(press);
    await user.click(press);
    expect(sent).toHaveLength(1);
    await act(async () => answer({ status: 204 }));
    expect(await screen.findByText(/We’ve emailed your quote/)).toBeVisible();
  });

  it('announces a failure and retries the same press with the same key, then a new press with a new one', async () => {
    const sent = retainAnswers(problem(502, 'upstream-failed'), { status: 204 }, { status: 204 });
    const { user } = render('jane@example.com');
    await user.click(await button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t email your quote just now. Please try again.',
    );
    await user.click(await button());
    expect(await screen.findByText(/We’ve emailed your quote/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(await button());
    expect(sent).toHaveLength(3);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(sent[2]?.key).not.toBe(sent[1]?.key);
  });

  it('says when the day’s emails of this quote are used up', async () => {
    retainAnswers(problem(429, 'too-many-requests'));
    const { user } = render('jane@example.com');
    await user.click(await button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /already emailed this quote several times today/,
    );
  });

  it('is not offered before an email address was given', async () => {
    retainAnswers();
    render();
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Email me this quote' })).toBeNull();
  });
});
