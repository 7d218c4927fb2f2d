import { quotedProposal, uniquePerson } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { ProviderError } from '../provider-error';

// What a caller of the API sees when the SMTP server refuses or cannot be reached (the SMTP
// adapter rejects with a ProviderError): a 502 to try again, never a 204 for an email not sent.
describe('an email that cannot be sent', () => {
  const t = useTestApp({
    integrations: {
      email: {
        kind: 'smtp',
        async send() {
          throw new ProviderError('connect ECONNREFUSED 127.0.0.1:2525');
        },
      },
    },
  });

  it("answers the quote link's caller 502, asking to try again", async () => {
    // The quote email goes only to the address on a quote with a price (proposal-retain.ts).
    const person = uniquePerson();
    const { proposalCode } = await quotedProposal(t, t.token, person);
    const response = await t.call<Record<string, unknown>>(
      'POST',
      `/api/proposals/${proposalCode}/retain`,
      { token: t.token, body: { email: person.email } },
    );
    expect(response.status).toBe(502);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body).toMatchObject({ type: 'urn:brand:problem:upstream-failed' });
    expect(JSON.stringify(response.body)).not.toContain('ECONNREFUSED');
  });
});
