import { completeAnswers } from '../../demo/demo-disclosure';
import { additionalDriver } from '../../test/driver-fixtures';
import { createProposal, patchProposal } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { chosenVehicle, shippedVehicle } from '../../test/test-vehicle';

type Proposal = {
  proposalCode: string;
  status: string;
  missingSections: string[];
  data: { additionalDrivers?: { answer: boolean; items: Record<string, unknown>[] } };
  quote: null | { insuredProfiles: { profileCode: string; policyholder: boolean }[] };
};
type Problem = { status: number; errors?: { path: string }[] };

const driver = additionalDriver;

describe(`additional drivers saved by their profile pages (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });
  const patch = (code: string, body: object) =>
    patchProposal<Proposal & Problem>(t, t.token, code, body);

  async function quoted(): Promise<string> {
    const { proposalCode } = (await createProposal<Proposal>(t, t.token)).body;
    const vehicle = await shippedVehicle();
    const sections = completeAnswers({ vehicle: chosenVehicle(vehicle), startDate: '2026-03-10' });
    const ids = Object.keys(sections);
    for (const [index, id] of ids.entries()) {
      const response = await patch(proposalCode, {
        changes: sections[id],
        applyRating: index === ids.length - 1,
      });
      expect({ id, status: response.status }).toEqual({ id, status: 200 });
    }
    return proposalCode;
  }

  it('keeps each driver’s profileCode and names the quote’s profiles by it', async () => {
    const code = await quoted();
    // p1 was removed: p2 and p3 keep their codes, whatever their place in the list.
    const items = [driver('p2', 'Alex'), driver('p3', 'Sam')];
    const response = await patch(code, {
      changes: [{ path: 'additionalDrivers', value: { answer: true, items } }],
      applyRating: true,
    });
    expect(response.status).toBe(200);
    expect(response.body.missingSections).toEqual([]);
    expect(response.body.status).toBe('QUOTE');
    expect(response.body.data.additionalDrivers?.items.map((item) => item.profileCode)).toEqual([
      'p2',
      'p3',
    ]);
    expect(response.body.quote?.insuredProfiles.map((profile) => profile.profileCode)).toEqual([
      'PH',
      'p2',
      'p3',
    ]);
  });

  it('refuses a fifth driver and a "yes" naming nobody', async () => {
    const code = await quoted();
    const five = ['p1', 'p2', 'p3', 'p4', 'p5'].map((profileCode) => driver(profileCode, 'Kim'));
    const tooMany = await patch(code, {
      changes: [{ path: 'additionalDrivers', value: { answer: true, items: five } }],
    });
    expect(tooMany.status).toBe(400);
    const nobody = await patch(code, {
      changes: [{ path: 'additionalDrivers', value: { answer: true, items: [] } }],
    });
    expect(nobody.status).toBe(400);
  });
});
