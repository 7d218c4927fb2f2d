import { randomUUID } from 'node:crypto';
import {
  createProposal,
  type ProblemBody,
  quotedProposal,
  uniquePerson,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

type Account = { customerId: string; accountRegistered: boolean } & ProblemBody;
type Validation = { validationStatus: string } & ProblemBody;

describe(`proposal account API (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  function createAccount(code: string, as = t.token) {
    return t.call<Account>('POST', `/api/proposals/${code}/account`, { token: as });
  }

  function validate(source: unknown, as = t.token) {
    return t.call<Validation>('POST', '/api/policyholder/validateAccount', {
      token: as,
      body: { source },
    });
  }

  // A registered account of somebody else, as sign-in will create it.
  async function registeredUser(email: string, how: 'user' | 'customer') {
    const id = `user_${randomUUID()}`;
    await t.db.query('INSERT INTO users (id, kind, email, created_at) VALUES ($1, $2, $3, now())', [
      id,
      how === 'user' ? 'customer' : 'anonymous',
      how === 'user' ? email : null,
    ]);
    if (how === 'customer') {
      await t.db.query(
        `INSERT INTO customers (id, user_id, first_name, last_name, date_of_birth, email,
           account_registered, created_at)
         VALUES ($1, $2, 'Ann', 'Other', '1970-01-01', $3, true, now())`,
        [`CUS${randomUUID()}`, id, email],
      );
    }
  }

  describe('POST /proposals/{id}/account', () => {
    it("creates the owner's customer from the answers, and again changes nothing more", async () => {
      const person = uniquePerson();
      const quoted = await quotedProposal(t, t.token, person);
      const first = await createAccount(quoted.proposalCode);
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        customerId: expect.stringMatching(/^CUS/),
        accountRegistered: false,
      });
      const second = await createAccount(quoted.proposalCode);
      expect(second.status).toBe(201);
      expect(second.body).toEqual(first.body);
      const rows = await t.db.query<Record<string, unknown>>(
        `SELECT first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, email,
                phone, address, marketing_preferences
           FROM customers WHERE email = $1`,
        [person.email],
      );
      expect(rows).toEqual([
        {
          first_name: 'Jane',
          last_name: person.lastName,
          date_of_birth: '1985-03-27',
          email: person.email,
          phone: '+447700900123',
          address: expect.objectContaining({ postalCode: 'OX4 1HP' }),
          marketing_preferences: { email: true, phone: false, sms: false },
        },
      ]);
    });

    it('brings the customer up to date when the answers change', async () => {
      const quoted = await quotedProposal(t, t.token);
      const first = await createAccount(quoted.proposalCode);
      await t.call('PATCH', `/api/proposals/${quoted.proposalCode}`, {
        token: t.token,
        body: { changes: [{ path: 'policyholder.phone', value: '+447700900999' }] },
      });
      const second = await createAccount(quoted.proposalCode);
      expect(second.body.customerId).toBe(first.body.customerId);
      const [row] = await t.db.query<{ phone: string }>(
        'SELECT phone FROM customers WHERE id = $1',
        [first.body.customerId],
      );
      expect(row?.phone).toBe('+447700900999');
    });

    it('needs the policyholder answers (422 naming them) and creates nothing', async () => {
      const created = await createProposal(t, t.token);
      const response = await createAccount(created.body.proposalCode);
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('proposal.policyholderMissing');
      expect(response.body.errors?.map((e) => e.path)).toEqual([
        'policyholder.name.firstName',
        'policyholder.name.lastName',
        'policyholder.dateOfBirth',
        'policyholder.email',
      ]);
      const [owner] = await t.db.query<{ owner_user_id: string }>(
        'SELECT owner_user_id FROM proposals WHERE id = $1',
        [created.body.proposalCode],
      );
      const rows = await t.db.query('SELECT id FROM customers WHERE user_id = $1', [
        owner?.owner_user_id,
      ]);
      expect(rows).toEqual([]);
    });

    it("hides another visitor's proposal", async () => {
      const quoted = await quotedProposal(t, t.token);
      expect((await createAccount(quoted.proposalCode, await t.anonymousToken())).status).toBe(404);
      expect((await t.call('POST', `/api/proposals/${quoted.proposalCode}/account`)).status).toBe(
        401,
      );
    });
  });

  describe('POST /policyholder/validateAccount', () => {
    it('is OK for an email no registered account holds, including the caller’s own customer', async () => {
      const quoted = await quotedProposal(t, t.token);
      expect((await validate(quoted.proposalCode)).body).toEqual({ validationStatus: 'OK' });
      // The caller's own (unregistered) customer is no conflict.
      await createAccount(quoted.proposalCode);
      const response = await validate(quoted.proposalCode);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ validationStatus: 'OK' });
    });

    it.each([
      ['a signed-in customer user', 'user' as const],
      ["another user's registered customer record", 'customer' as const],
    ])('is CONFLICT when %s holds the email, whatever its case', async (_name, how) => {
      const person = uniquePerson();
      await registeredUser(person.email.toUpperCase(), how);
      const quoted = await quotedProposal(t, t.token, person);
      const response = await validate(quoted.proposalCode);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ validationStatus: 'CONFLICT' });
    });

    it('is OK when only an unregistered customer of another visitor has the email', async () => {
      const person = uniquePerson();
      const theirs = await t.anonymousToken();
      const earlier = await quotedProposal(t, theirs, person);
      await createAccount(earlier.proposalCode, theirs);
      const quoted = await quotedProposal(t, t.token, person);
      expect((await validate(quoted.proposalCode)).body).toEqual({ validationStatus: 'OK' });
    });

    it("needs the caller's own proposal with an email, and a source", async () => {
      const quoted = await quotedProposal(t, t.token);
      expect((await validate(quoted.proposalCode, await t.anonymousToken())).status).toBe(404);
      expect((await validate('PNOPE')).status).toBe(404);
      expect((await validate('')).status).toBe(400);
      for (const body of [
        {},
        { source: quoted.proposalCode, extra: 1 },
        { source: { code: 'P' } },
      ]) {
        const response = await t.call('POST', '/api/policyholder/validateAccount', {
          token: t.token,
          body,
        });
        expect(response.status).toBe(400);
      }
      const created = await createProposal(t, t.token);
      const missing = await validate(created.body.proposalCode);
      expect(missing.status).toBe(422);
      expect(missing.body.errors?.[0]?.path).toBe('policyholder.email');
    });
  });
});
