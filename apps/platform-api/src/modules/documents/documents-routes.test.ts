import { BRAND_INSURER } from '@brand/config';
import { extractText } from 'unpdf';
import { IMPERSONATE_USER_HEADER } from '../../http/impersonation';
import {
  boughtDriveaway,
  boughtFlex,
  type ProposalBody,
  servicesOf,
  TEST_VRN,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { generatePolicyDocuments } from './index';

type DocumentList = {
  policyId: string;
  documents: { documentType: string; type: string; coverCode: string | null; fileName: string }[];
};
type DocumentLocation = { documentType: string; fileName: string; location: string | null };
type Policy = {
  policyNumber: string;
  policyDetail: { inceptedAt: string; expiredAt: string | null };
  currentPolicyVersion: {
    startedAt: string;
    quote: {
      availablePaymentSchedules: {
        active: boolean;
        totals: { discounted: number; ipt: number };
        instalments: number[];
      }[];
    };
  };
};

const gbp = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
const coverTime = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('hour')}:${part('minute')} on ${part('day')} ${part('month')} ${part('year')}`;
};

describe(`documents API (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  async function owner(email: string) {
    return t.signedInToken(email);
  }

  async function pdfText(location: string): Promise<{ text: string; headers: Headers }> {
    const response = await fetch(location.replace('http://platform.test', t.baseUrl));
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const { text } = await extractText(bytes, { mergePages: true });
    return { text: text.replace(/\s+/g, ' '), headers: response.headers };
  }

  async function open(token: string, policyId: string, doc: string) {
    return t.call<DocumentLocation>('GET', `/api/documents/policy/${policyId}/${doc}`, { token });
  }

  it('lists a policy’s documents and serves its certificate with the policy’s facts', async () => {
    const token = await owner('documents.flex@example.com');
    const bought: ProposalBody = await boughtFlex(t, token, {
      firstName: 'Olivia',
      lastName: 'Certified',
    });
    const policyId = bought.policyId as string;
    const policy = (await t.call<Policy>('GET', `/api/policies/${policyId}`, { token })).body;

    const list = await t.call<DocumentList>('GET', `/api/documents/policy/${policyId}`, { token });
    expect(list.status).toBe(200);
    expect(list.body.documents.map((d) => d.documentType)).toEqual(
      expect.arrayContaining([
        'policy-certificate',
        'policy-schedule',
        'statement-of-fact',
        'ipid',
        'policy-wording',
        'business-terms',
      ]),
    );

    const certificate = await open(token, policyId, 'policy-certificate');
    expect(certificate.status).toBe(200);
    expect(certificate.body.fileName).toBe(`${policy.policyNumber}-policy-certificate.pdf`);
    const { text, headers } = await pdfText(certificate.body.location as string);
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('content-disposition')).toBe(
      `inline; filename="${policy.policyNumber}-policy-certificate.pdf"`,
    );
    expect(text).toContain('Certificate of motor insurance');
    expect(text).toContain(`${policy.policyNumber}/1`);
    expect(text).toContain(TEST_VRN);
    expect(text).toContain('Olivia Certified');
    expect(text).toContain(coverTime(policy.currentPolicyVersion.startedAt));
    expect(text).toContain('I hereby certify that the policy to which this certificate relates');
    expect(text).toContain('the Island of Jersey and the Island of Alderney');
    expect(text).toContain('Limitations as to use');
    expect(text).toContain('Persons or classes of persons entitled to drive');
    // The insurer and its signatory are the brand's configured ones (@brand/config BRAND_INSURER):
    // the demo's made-up insurer marks its certificate a specimen.
    const words = text.replace(/\s+/g, ' ');
    expect(words).toContain(`Signed ${BRAND_INSURER.signatory.name}`);
    expect(words).toContain(`Authorised insurer ${BRAND_INSURER.name}`);
    expect(words).toContain(
      `Financial Services Register number ${BRAND_INSURER.firmReferenceNumber}`,
    );
    expect(words).toContain(`company number ${BRAND_INSURER.registration.companyNumber}`);
    expect(words).toContain('This is not evidence of insurance.');

    // The policy's email links to the documents tab, and states the same start to the minute.
    const [email] = await t.db.query<{ text_body: string }>(
      'SELECT text_body FROM queued_emails WHERE dedupe_key = $1',
      [`policy-confirmation:${policyId}`],
    );
    expect(email?.text_body).toContain(`/flex/policy/${policyId}/documents`);
    expect(email?.text_body).toContain(coverTime(policy.currentPolicyVersion.startedAt));
  });

  it('prints the quote’s figures on the schedule and the answers on the statement of fact', async () => {
    const token = await owner('documents.schedule@example.com');
    const bought = await boughtFlex(t, token, { firstName: 'Sam', lastName: 'Scheduled' });
    const policyId = bought.policyId as string;
    const policy = (await t.call<Policy>('GET', `/api/policies/${policyId}`, { token })).body;
    const schedule = policy.currentPolicyVersion.quote.availablePaymentSchedules.find(
      (s) => s.active,
    );
    if (!schedule) throw new Error('no active schedule');

    const { text } = await pdfText(
      (await open(token, policyId, 'policy-schedule')).body.location as string,
    );
    expect(text).toContain('Policy schedule');
    expect(text).toContain('Monthly payments');
    expect(text).toContain(gbp(schedule.totals.discounted));
    expect(text).toContain(`Insurance Premium Tax ${gbp(schedule.totals.ipt)}`);
    expect(text).toContain(`Payment 1 ${gbp(schedule.instalments[0] as number)}`);
    expect(text).toContain('Your excess');

    const fact = await pdfText(
      (await open(token, policyId, 'statement-of-fact')).body.location as string,
    );
    expect(fact.text).toContain('Statement of fact');
    expect(fact.text).toContain('Sam');
    expect(fact.text).toContain('Scheduled');
  });

  it('stores each document once, with the same bytes on every generation', async () => {
    const token = await owner('documents.once@example.com');
    const policyId = (await boughtDriveaway(t, token)).policyId as string;
    await generatePolicyDocuments(servicesOf(t), policyId);
    await generatePolicyDocuments(servicesOf(t), policyId);
    const rows = await t.db.query<{ name: string; file_key: string }>(
      'SELECT name, file_key FROM policy_documents WHERE policy_id = $1 ORDER BY name',
      [policyId],
    );
    expect(rows.map((row) => row.name)).toEqual([
      'policy-certificate',
      'policy-schedule',
      'statement-of-fact',
    ]);
    const stored = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM stored_files WHERE key LIKE $1`,
      [`documents/policies/${policyId}/%`],
    );
    expect(stored[0]?.n).toBe(3);

    // A crash after the bind (rows and files gone): the first request makes the same file again.
    const before = rows.find((row) => row.name === 'policy-certificate')?.file_key;
    await t.db.query('DELETE FROM policy_documents WHERE policy_id = $1', [policyId]);
    await t.db.query('DELETE FROM stored_files WHERE key LIKE $1', [
      `documents/policies/${policyId}/%`,
    ]);
    const again = await open(token, policyId, 'policy-certificate');
    expect(again.status).toBe(200);
    const [after] = await t.db.query<{ file_key: string }>(
      `SELECT file_key FROM policy_documents WHERE policy_id = $1 AND name = 'policy-certificate'`,
      [policyId],
    );
    expect(after?.file_key).toBe(before);
  });

  it('refuses other customers, unknown documents and forged, reused or expired links', async () => {
    const token = await owner('documents.owner@example.com');
    const policyId = (await boughtDriveaway(t, token)).policyId as string;
    const other = await owner('documents.other@example.com');

    expect((await open(other, policyId, 'policy-certificate')).status).toBe(404);
    expect(
      (await t.call('GET', `/api/documents/policy/${policyId}`, { token: other })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/documents/policy/${policyId}/policy-certificate`)).status,
    ).toBe(401);
    expect((await open(await t.anonymousToken(), policyId, 'policy-certificate')).status).toBe(403);
    expect((await open(token, 'POL-nothing', 'policy-certificate')).status).toBe(404);
    expect((await open(token, policyId, 'not-a-document')).status).toBe(400);
    // Drive-away has no add-ons, so no add-on documents.
    expect((await open(token, policyId, 'legal-expenses-ipid')).status).toBe(404);

    // An agent acting for the owner may open it.
    const agent = await t.signedInToken('documents.agent@brand.test', {
      roles: ['admin'],
      permissions: ['access:impersonate'],
    });
    const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      'documents.owner@example.com',
    ]);
    const acting = await t.call<DocumentLocation>(
      'GET',
      `/api/documents/policy/${policyId}/policy-schedule`,
      { token: agent, headers: { [IMPERSONATE_USER_HEADER]: user?.id as string } },
    );
    expect(acting.status).toBe(200);

    const location = (await open(token, policyId, 'policy-certificate')).body.location as string;
    const url = new URL(location);
    const path = `${url.pathname}${url.search}`;
    const link = url.searchParams.get('link') as string;
    const schedulePath = url.pathname.replace('policy-certificate', 'policy-schedule');
    // Forged: the claims changed under the signature, or an access token passed as a link.
    const [header, payload, signature] = link.split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, d: 'policy-schedule' })).toString('base64url')}.${signature}`;
    expect((await t.call('GET', `${url.pathname}?link=${forged}`)).status).toBe(404);
    expect((await t.call('GET', `${url.pathname}?link=${token}`)).status).toBe(404);
    expect((await t.call('GET', `${url.pathname}?link=garbage`)).status).toBe(404);
    expect((await t.call('GET', url.pathname)).status).toBe(400);
    // The link opens its own document only: not under another document's name.
    expect((await t.call('GET', `${schedulePath}?link=${link}`)).status).toBe(404);
    // A link is no access token either.
    expect((await t.call('GET', `/api/documents/policy/${policyId}`, { token: link })).status).toBe(
      401,
    );
    // It works now, and not once it has expired.
    expect((await t.call('GET', path)).status).toBe(200);
    t.clock.advance(6 * 60 * 1000);
    expect((await t.call('GET', path)).status).toBe(404);
  });
});
