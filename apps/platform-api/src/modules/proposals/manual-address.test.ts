// An address typed by hand (issue 15, point 9: the override the spec allows when the search finds
// nothing) is saved as the search's would be, and held to the same form rules: a home address
// needs its first line, town and a real UK postcode, which rating, the identity check and the
// retrieval of a saved quote all read.
import { completeAnswers } from '../../test/disclosure-fixtures';
import {
  createProposal,
  FLEX,
  type ProblemBody,
  type ProposalBody,
  patchProposal,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { chosenVehicle, shippedVehicle } from '../../test/test-vehicle';

// Not in the shipped addresses: typing it by hand is the only way to give it.
const MANUAL = {
  line1: 'Flat 2',
  line2: '14 Iffley Turn',
  city: 'Oxford',
  postalCode: 'OX4 4DU',
  countryName: 'United Kingdom',
  countryIso2: 'GB',
  countryIso3: 'GBR',
  label: 'Flat 2, 14 Iffley Turn, Oxford, OX4 4DU',
};

describe(`an address typed by hand (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  const patch = (code: string, body: object) =>
    patchProposal<ProposalBody & ProblemBody>(t, t.token, code, body);

  async function answered(): Promise<ProposalBody> {
    const { proposalCode } = (await createProposal(t, t.token, { schemeCode: FLEX })).body;
    const sections = completeAnswers({
      vehicle: chosenVehicle(await shippedVehicle()),
      startDate: '2026-03-10',
    });
    const response = await patch(proposalCode, { changes: Object.values(sections).flat() });
    expect(response.status).toBe(200);
    return response.body;
  }

  it('is saved as typed and the proposal is still quoted', async () => {
    const saved = await answered();
    const response = await patch(saved.proposalCode, {
      changes: [{ path: 'policyholder.address', value: MANUAL }],
      applyRating: true,
    });
    expect(response.status).toBe(200);
    expect((response.body.data.policyholder as { address: unknown }).address).toEqual(MANUAL);
    expect(response.body.status).toBe('QUOTE');
  });

  it.each([
    ['no town', { ...MANUAL, city: '  ' }, 'validation.required'],
    ['no postcode', { ...MANUAL, postalCode: '' }, 'validation.required'],
    ['no first line', { ...MANUAL, line1: '' }, 'validation.required'],
    ['a postcode that is not a UK one', { ...MANUAL, postalCode: 'OX4 4D' }, 'validation.postcode'],
  ])(
    'with %s is refused with a 400 naming the address, saving nothing',
    async (_, value, message) => {
      const saved = await answered();
      const response = await patch(saved.proposalCode, {
        changes: [{ path: 'policyholder.address', value }],
      });
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.body.errors).toEqual([
        expect.objectContaining({ path: 'policyholder.address', message }),
      ]);
      const now = await t.call<ProposalBody>('GET', `/api/proposals/${saved.proposalCode}`, {
        token: t.token,
      });
      expect(now.body.version).toBe(saved.version);
      expect(now.body.data).toEqual(saved.data);
    },
  );
});
