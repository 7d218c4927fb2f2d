import { boughtFlex } from '../../test/journey-fixtures';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

type Claim = {
  claimReference: string;
  status: string;
  claimType: string | null;
  insuredName: string;
  occurredDate: string;
};

const CLAIM_FORM = {
  date: '2026-03-20',
  time: '08:15',
  place: 'Cowley Road, Oxford',
  whatHappened: 'A van pulled out of a side road and hit the front wing.',
  otherVehicles: 'White van, AB12 CDE',
  injuries: 'no',
};

// A 1x1 PNG: the smallest real photo the form takes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe(`claims API (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  // The owner signs in again after the clock moves (a token lasts minutes on the test clock).
  const OWNER = 'claims.owner@example.com';
  const owner = () => t.signedInToken(OWNER);

  async function boughtPolicy() {
    const bought = await boughtFlex(t, await owner());
    return { policyId: bought.policyId as string, policyNumber: bought.policyNumber as string };
  }

  function linkBody(policyId: string, overrides: Record<string, unknown> = {}) {
    return {
      policyId,
      privacyPolicyUrl: 'https://brand.example/privacy',
      callbackUrl: `${TEST_PUBLIC_URL}/flex/policy/${policyId}/claims`,
      telephone: '0345 000 0000',
      email: 'claims@brand.example',
      ...overrides,
    };
  }

  /** The link's page on the running platform (the link names the public URL). */
  function onPlatform(url: string): string {
    return url.replace(TEST_PUBLIC_URL, t.baseUrl);
  }

  function postForm(url: string, fields: Record<string, string>, photos: Buffer[] = []) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [index, photo] of photos.entries()) {
      form.append('photos', new Blob([photo], { type: 'image/png' }), `photo-${index}.png`);
    }
    return fetch(onPlatform(url), { method: 'POST', body: form, redirect: 'manual' });
  }

  async function startedLink(policyId: string) {
    t.clock.set('2026-03-25T09:00:00Z');
    const response = await t.call<{ url: string }>('POST', '/api/fnol/link', {
      token: await owner(),
      body: linkBody(policyId),
    });
    expect(response.status).toBe(201);
    return response.body.url;
  }

  // The suite shares one database: count what one policy has.
  const count = async (table: 'claims' | 'fnol_links', policyId: string) =>
    Number(
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table} WHERE policy_id = $1`,
          [policyId],
        )
      )[0]?.n,
    );
  const storedFiles = async () =>
    Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_files'))[0]?.n);

  it("lists the caller's policy's claims, none at first", async () => {
    const { policyNumber } = await boughtPolicy();
    const response = await t.call<Claim[]>('GET', `/api/claims?policyNumber=${policyNumber}`, {
      token: await owner(),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it("answers 404 for another customer's policy number and for one that does not exist", async () => {
    const { policyNumber } = await boughtPolicy();
    const other = await t.signedInToken('claims.other@example.com');
    expect(
      (await t.call('GET', `/api/claims?policyNumber=${policyNumber}`, { token: other })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', '/api/claims?policyNumber=NOPE-1', { token: await owner() })).status,
    ).toBe(404);
    expect((await t.call('GET', '/api/claims', { token: await owner() })).status).toBe(400);
  });

  it('refuses a callback off the platform, a privacy link that is not http(s), and bad contacts', async () => {
    const { policyId } = await boughtPolicy();
    t.clock.set('2026-03-25T09:00:00Z');
    for (const overrides of [
      { callbackUrl: 'https://evil.example/claims' },
      { callbackUrl: '//evil.example/claims' },
      { privacyPolicyUrl: 'javascript:alert(1)' },
      { telephone: 'call me' },
      { email: 'not-an-email' },
      { extra: true },
    ]) {
      const response = await t.call<{ code?: string }>('POST', '/api/fnol/link', {
        token: await owner(),
        body: linkBody(policyId, overrides),
      });
      expect([overrides, response.status]).toEqual([overrides, 400]);
    }
    expect(await count('fnol_links', policyId)).toBe(0);
  });

  it("refuses a link before the policy starts (409) and on another customer's policy (404)", async () => {
    const { policyId } = await boughtPolicy();
    const early = await t.call<{ code: string }>('POST', '/api/fnol/link', {
      token: await owner(),
      body: linkBody(policyId),
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('claims.policyNotStarted');
    t.clock.set('2026-03-25T09:00:00Z');
    const other = await t.signedInToken('claims.other@example.com');
    const theirs = await t.call('POST', '/api/fnol/link', {
      token: other,
      body: linkBody(policyId),
    });
    expect(theirs.status).toBe(404);
    expect(await count('fnol_links', policyId)).toBe(0);
  });

  it('records a PENDING claim from the sandbox claim form, once, and returns to the site', async () => {
    const { policyId, policyNumber } = await boughtPolicy();
    const url = await startedLink(policyId);
    expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/sandbox/claims/[A-Za-z0-9_-]{43}$`));

    const page = await fetch(onPlatform(url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(policyNumber);
    for (const id of [
      'date',
      'time',
      'place',
      'whatHappened',
      'otherVehicles',
      'injuries-yes',
      'photos',
    ]) {
      expect(html).toContain(`id="${id}"`);
    }

    const invalid = await postForm(url, { ...CLAIM_FORM, place: ' ', injuries: '' });
    expect(invalid.status).toBe(400);
    const shown = await invalid.text();
    expect(shown).toContain('Enter where it happened');
    expect(shown).toContain('Select whether anyone was injured');
    expect(await count('claims', policyId)).toBe(0);

    const future = await postForm(url, { ...CLAIM_FORM, date: '2026-04-01' });
    expect(future.status).toBe(400);
    expect(await count('claims', policyId)).toBe(0);

    const sent = await postForm(url, CLAIM_FORM, [PNG]);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/flex/policy/${policyId}/claims`);

    // The same form again (a double submit, the back button) records nothing more.
    const replay = await postForm(url, CLAIM_FORM, [PNG]);
    expect(replay.status).toBe(303);
    const again = await fetch(onPlatform(url), { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(await count('claims', policyId)).toBe(1);

    const listed = await t.call<Claim[]>('GET', `/api/claims?policyNumber=${policyNumber}`, {
      token: await owner(),
    });
    expect(listed.body).toEqual([
      {
        claimReference: expect.stringMatching(/^CLM-[0-9A-F]{8}$/),
        status: 'PENDING',
        claimType: null,
        insuredName: expect.stringMatching(/\S/),
        // 08:15 on 20 March in London is 08:15 UTC (GMT until the 29th).
        occurredDate: '2026-03-20T08:15:00.000Z',
      },
    ]);
    const [claim] = await t.db.query<{ photo_keys: string[] }>(
      'SELECT photo_keys FROM claims WHERE policy_id = $1',
      [policyId],
    );
    expect(claim?.photo_keys).toHaveLength(1);
    const photo = await t.app.platform.integrations.storage.get(claim?.photo_keys[0] as string);
    expect(photo?.contentType).toBe('image/png');
    expect(photo?.body.equals(PNG)).toBe(true);
  });

  it('refuses photos that are not images and keeps nothing', async () => {
    const { policyId } = await boughtPolicy();
    const url = await startedLink(policyId);
    const filesBefore = await storedFiles();
    const form = new FormData();
    for (const [name, value] of Object.entries(CLAIM_FORM)) form.append(name, value);
    form.append('photos', new Blob(['MZ'], { type: 'application/x-msdownload' }), 'run.exe');
    const response = await fetch(onPlatform(url), {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Photos must be JPEG, PNG, WebP or HEIC images');
    expect(await count('claims', policyId)).toBe(0);
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('answers 410 for an expired link and for one never made', async () => {
    const { policyId } = await boughtPolicy();
    const url = await startedLink(policyId);
    t.clock.set('2026-03-26T09:00:01Z');
    expect((await fetch(onPlatform(url))).status).toBe(410);
    expect((await postForm(url, CLAIM_FORM)).status).toBe(410);
    expect((await fetch(`${t.baseUrl}/sandbox/claims/not-a-link`)).status).toBe(410);
    expect(await count('claims', policyId)).toBe(0);
  });
});
