import { randomUUID } from 'node:crypto';
import { IMPERSONATE_USER_HEADER } from '../../http/impersonation';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { upsertCustomer } from '../customers';
import { POLICYHOLDER_UPDATED } from './policyholder-repository';

type Policyholder = {
  customerId: string;
  name: { firstName: string; lastName: string };
  dateOfBirth: string;
  email: string;
  phone: string | null;
  address: Record<string, string> | null;
  marketingPreferences: { email: boolean; phone: boolean; sms: boolean };
  accountRegistered: boolean;
};
type Problem = {
  title?: string;
  detail?: string;
  type: string;
  status: number;
  code?: string;
  errors?: { path: string; message: string; text: string }[];
};

const ADDRESS = {
  line1: '1 High Street',
  city: 'Oxford',
  postalCode: 'OX4 1HP',
  countryIso2: 'GB',
  label: '1 High Street, Oxford, OX4 1HP',
};

describe(`policyholder API (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  /** A signed-in customer with a customer record: their token, user id and customer id. */
  async function customer() {
    const email = `ph.${randomUUID()}@example.com`;
    const token = await t.signedInToken(email);
    const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    const record = await upsertCustomer(t.db, {
      id: `CUS${randomUUID().slice(0, 8).toUpperCase()}`,
      userId: user?.id as string,
      firstName: 'Jane',
      lastName: 'Smith',
      dateOfBirth: '1985-03-27',
      email,
      phone: '+447700900123',
      address: ADDRESS,
      marketingPreferences: { email: true, phone: false, sms: true },
      accountRegistered: true,
      at: t.clock.now(),
    });
    return { token, userId: user?.id as string, customerId: record.id, email };
  }

  function get(token: string, headers?: Record<string, string>) {
    return t.call<Policyholder & Problem>('GET', '/api/policyholder', {
      token,
      ...(headers ? { headers } : {}),
    });
  }

  function patch(token: string, body: unknown, headers?: Record<string, string>) {
    return t.call<Policyholder & Problem>('PATCH', '/api/policyholder', {
      token,
      body,
      ...(headers ? { headers } : {}),
    });
  }

  async function audits(customerId: string) {
    return t.db.query<{ actor_user_id: string; acting_as_user_id: string; detail: unknown }>(
      'SELECT actor_user_id, acting_as_user_id, detail FROM audit_log WHERE action = $1 AND target = $2 ORDER BY id',
      [POLICYHOLDER_UPDATED, `customer ${customerId}`],
    );
  }

  it("answers the signed-in customer's own record", async () => {
    const { token, customerId, email } = await customer();
    const response = await get(token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      customerId,
      name: { firstName: 'Jane', lastName: 'Smith' },
      dateOfBirth: '1985-03-27',
      email,
      phone: '+447700900123',
      address: ADDRESS,
      marketingPreferences: { email: true, phone: false, sms: true },
      accountRegistered: true,
    });
  });

  it('refuses an anonymous visitor (403) and a call without a token (401)', async () => {
    expect((await get(t.token)).status).toBe(403);
    expect((await patch(t.token, { phone: '+447700900456' })).status).toBe(403);
    expect((await t.call('GET', '/api/policyholder')).status).toBe(401);
  });

  it('answers 404 to a signed-in user with no policyholder record', async () => {
    const token = await t.signedInToken(`nobody.${randomUUID()}@example.com`);
    const response = await get(token);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect((await patch(token, { phone: '+447700900456' })).status).toBe(404);
  });

  it('saves a changed phone number, answers the record and audits the change', async () => {
    const { token, userId, customerId } = await customer();
    const response = await patch(token, { phone: '+447700900456' });
    expect(response.status).toBe(200);
    expect(response.body.phone).toBe('+447700900456');
    expect((await get(token)).body.phone).toBe('+447700900456');
    expect(await audits(customerId)).toEqual([
      { actor_user_id: userId, acting_as_user_id: userId, detail: { settings: ['phone'] } },
    ]);
  });

  it('saves the email, address and marketing preferences it is sent', async () => {
    const { token } = await customer();
    const address = { line1: '2 Low Road', city: 'Leeds', postalCode: 'LS1 4AP' };
    const response = await patch(token, {
      email: '  new.address@example.com ',
      address,
      marketingPreferences: { email: false, phone: false, sms: false },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      email: 'new.address@example.com',
      address,
      marketingPreferences: { email: false, phone: false, sms: false },
      phone: '+447700900123',
    });
  });

  it('writes nothing and audits nothing when the settings sent are unchanged', async () => {
    const { token, customerId, email } = await customer();
    const response = await patch(token, {
      email,
      phone: '+447700900123',
      marketingPreferences: { email: true, phone: false, sms: true },
      address: { ...ADDRESS, line2: '' },
    });
    expect(response.status).toBe(200);
    expect(await audits(customerId)).toEqual([]);
    expect((await patch(token, {})).status).toBe(200);
    expect(await audits(customerId)).toEqual([]);
  });

  it('refuses invalid settings with 422 field errors and saves none of the change', async () => {
    const { token, customerId, email } = await customer();
    const response = await patch(token, {
      email: 'not an email',
      phone: '+4412',
      address: { line1: '', postalCode: 'NOPE' },
      marketingPreferences: { email: false, phone: false, sms: false },
    });
    expect(response.status).toBe(422);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.body.code).toBe('policyholder.invalid');
    expect(response.body.errors?.map((error) => [error.path, error.message])).toEqual([
      ['email', 'validation.email.invalid'],
      ['phone', 'validation.phone'],
      ['address', 'validation.required'],
    ]);
    const after = (await get(token)).body;
    expect(after.email).toBe(email);
    expect(after.marketingPreferences).toEqual({ email: true, phone: false, sms: true });
    expect(await audits(customerId)).toEqual([]);
  });

  it('refuses a request outside the schema with 400', async () => {
    const { token } = await customer();
    expect((await patch(token, { dateOfBirth: '1990-01-01' })).status).toBe(400);
    expect((await patch(token, { marketingPreferences: { email: 'yes' } })).status).toBe(400);
  });

  it('lets only an admin acting for the customer change the name', async () => {
    const { token, userId, customerId } = await customer();
    const name = { firstName: 'Janet', lastName: 'Smythe' };
    const refused = await patch(token, { name });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      {
        path: 'name',
        message: 'account.settings.name.readOnly',
        text: 'To change your name, please chat with us.',
      },
    ]);
    const agent = await t.signedInToken(`agent.${randomUUID()}@brand.test`, {
      roles: ['admin'],
      permissions: ['access:impersonate'],
    });
    const acting = { [IMPERSONATE_USER_HEADER]: userId };
    const seen = await get(agent, acting);
    expect(seen.status).toBe(200);
    expect(seen.body.customerId).toBe(customerId);
    const changed = await patch(agent, { name }, acting);
    expect(changed.status).toBe(200);
    expect(changed.body.name).toEqual(name);
    const [audit] = await audits(customerId);
    expect(audit?.acting_as_user_id).toBe(userId);
    expect(audit?.actor_user_id).not.toBe(userId);
    expect(audit?.detail).toEqual({ settings: ['name'] });
  });

  it.each([
    ['email', { email: 'someone.else@example.com' }],
    ['marketingPreferences', { marketingPreferences: { email: true, phone: true, sms: true } }],
    [
      'email and marketingPreferences',
      {
        phone: '07700 900123',
        email: 'x@example.com',
        marketingPreferences: { email: false, phone: false, sms: false },
      },
    ],
  ])(
    'refuses an agent acting for the customer a change of %s with the spec’s message, and saves nothing',
    async (what, change) => {
      const { token, userId, customerId } = await customer();
      const before = (await get(token)).body;
      const agent = await t.signedInToken(`agent.${randomUUID()}@brand.test`, {
        roles: ['admin'],
        permissions: ['access:impersonate'],
      });
      const refused = await patch(agent, change, { [IMPERSONATE_USER_HEADER]: userId });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        title: 'You are not authorised to perform this action.',
        code: 'impersonation.customerOnly',
        detail: `Only the customer may change ${what}.`,
      });
      expect((await get(token)).body).toEqual(before);
      expect(await audits(customerId)).toEqual([]);
      // The customer changes it themselves.
      expect((await patch(token, change)).status).toBe(200);
    },
  );

  it('checks a name change by the name rules, even for an admin', async () => {
    const { userId } = await customer();
    const agent = await t.signedInToken(`agent.${randomUUID()}@brand.test`, {
      roles: ['admin'],
      permissions: ['access:impersonate'],
    });
    const response = await patch(
      agent,
      { name: { firstName: 'J', lastName: 'Smith' } },
      { [IMPERSONATE_USER_HEADER]: userId },
    );
    expect(response.status).toBe(422);
    expect(response.body.errors?.[0]?.path).toBe('name');
    expect(response.body.errors?.[0]?.message).toBe('validation.name.tooShort');
  });

  it('refuses an email another registered account holds with 409', async () => {
    const { token } = await customer();
    const other = await customer();
    const response = await patch(token, { email: other.email.toUpperCase() });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('policyholder.emailTaken');
  });
});
