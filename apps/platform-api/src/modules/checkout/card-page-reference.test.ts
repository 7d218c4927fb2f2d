// The hosted card page names the quote by the reference the customer was shown ("Quote reference
// ..." on the quote page, the proposal's externalReference), not by the proposal's internal code
// (issue 15 point 13).

import { payableQuote, post, RETURN } from '../../test/checkout-test-support';
import { getProposal } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

describe(`the card page of a proposal's checkout (${TEST_DATABASE_KIND})`, () => {
  it('shows the quote reference the customer saw, not the internal code', async () => {
    const code = await payableQuote(t, t.token);
    const reference = (await getProposal(t, t.token, code)).body.externalReference as string;
    expect(reference).toBeTruthy();
    expect(reference).not.toBe(code);
    const started = await post<{ url: string }>(
      t,
      `/api/stripe/checkout/proposal/${code}`,
      t.token,
      RETURN,
    );
    expect(started.status).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: new URL(started.body.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Car insurance, quote ${reference}`);
    expect(page.body).not.toContain(code);
  });
});
