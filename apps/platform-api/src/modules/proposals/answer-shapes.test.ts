// Every answer is held to its input type's shape, whatever path it arrives under (issue 14,
// finding 9): an address carried 240 KB of junk into a policy, and an out-of-range NCD rode in
// inside a whole vehicle object.
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

const JUNK = 'x'.repeat(240 * 1024);
const ADDRESS = { line1: '1 Cowley Road', city: 'Oxford', postalCode: 'OX4 1HP' };

describe(`answers held to their input type's shape (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  const patch = (code: string, body: object) =>
    patchProposal<ProposalBody & ProblemBody>(t, t.token, code, body);

  /** A proposal with every section but the start date answered, and what is saved of it. */
  async function answered(): Promise<ProposalBody> {
    const { proposalCode } = (await createProposal(t, t.token, { schemeCode: FLEX })).body;
    const sections = completeAnswers({
      vehicle: chosenVehicle(await shippedVehicle()),
      startDate: '2026-03-10',
    });
    const response = await patch(proposalCode, {
      changes: Object.values(sections).flat(),
    });
    expect(response.status).toBe(200);
    return response.body;
  }

  /** A refused change: a 400 naming these fields with these messages, and nothing saved. */
  async function expectRefused(
    saved: ProposalBody,
    changes: object[],
    errors: { path: string; message: string }[],
  ) {
    const response = await patch(saved.proposalCode, { changes });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body.errors).toEqual(errors.map((error) => expect.objectContaining(error)));
    const now = await t.call<ProposalBody>('GET', `/api/proposals/${saved.proposalCode}`, {
      token: t.token,
    });
    expect({ version: now.body.version, data: now.body.data }).toEqual({
      version: saved.version,
      data: saved.data,
    });
  }

  it('refuses an address carrying 240 KB of junk, naming the field, and saves nothing', async () => {
    const saved = await answered();
    await expectRefused(
      saved,
      [{ path: 'policyholder.address', value: { ...ADDRESS, notes: JUNK } }],
      [{ path: 'policyholder.address.notes', message: 'validation.shape.unknownField' }],
    );
    await expectRefused(
      saved,
      [{ path: 'policyholder.address', value: { ...ADDRESS, line2: JUNK } }],
      [{ path: 'policyholder.address.line2', message: 'validation.shape.tooLong' }],
    );
  });

  it("refuses an out-of-range NCD inside a whole vehicle with the NCD rule's message", async () => {
    const saved = await answered();
    const vehicle = saved.data.vehicle as Record<string, unknown>;
    await expectRefused(
      saved,
      [{ path: 'vehicle', value: { ...vehicle, noClaimsDiscount: 50 } }],
      [{ path: 'vehicle.noClaimsDiscount', message: 'validation.oneOf' }],
    );
  });

  it('refuses unknown keys anywhere in an answer, and answers of the wrong type', async () => {
    const saved = await answered();
    const vehicle = saved.data.vehicle as Record<string, unknown>;
    await expectRefused(
      saved,
      [{ path: 'vehicle', value: { ...vehicle, paintColour: 'red' } }],
      [{ path: 'vehicle.paintColour', message: 'validation.unknownPath' }],
    );
    await expectRefused(
      saved,
      [
        {
          path: 'vehicle',
          value: { ...vehicle, specification: { vehicleCode: 'MINI-X', colour: 'red' } },
        },
      ],
      [{ path: 'vehicle.specification.colour', message: 'validation.shape.unknownField' }],
    );
    await expectRefused(
      saved,
      [{ path: 'additionalDrivers', value: { answer: true, items: [{ salary: 100_000 }] } }],
      [{ path: 'additionalDrivers.items.0.salary', message: 'validation.shape.unknownField' }],
    );
    await expectRefused(
      saved,
      [{ path: 'vehicle.trackerFitted', value: { yes: true } }],
      [{ path: 'vehicle.trackerFitted', message: 'validation.shape.type' }],
    );
  });

  it('refuses the same through the initial answers of a new proposal, creating nothing', async () => {
    const response = await createProposal<ProblemBody>(t, t.token, {
      schemeCode: FLEX,
      data: { 'policyholder.address': { ...ADDRESS, notes: 'x'.repeat(1000) } },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.path).toBe('policyholder.address.notes');
    const list = await t.call<unknown[]>('GET', '/api/proposals', { token: t.token });
    expect(list.body).toEqual([]);
  });

  it('saves a whole vehicle field by field: its cover answers as they are, a valid change taken', async () => {
    const saved = await answered();
    const vehicle = saved.data.vehicle as Record<string, unknown>;
    // The browser's your-car page sends the vehicle back whole, cover answers and all.
    const same = await patch(saved.proposalCode, {
      changes: [{ path: 'vehicle', value: vehicle }],
    });
    expect(same.status).toBe(200);
    expect(same.body.data.vehicle).toEqual(vehicle);
    const fewer = await patch(saved.proposalCode, {
      changes: [{ path: 'vehicle', value: { ...vehicle, noClaimsDiscount: 3 } }],
    });
    expect(fewer.status).toBe(200);
    expect((fewer.body.data.vehicle as { noClaimsDiscount: number }).noClaimsDiscount).toBe(3);
  });

  it("keeps a driver's profileCode, the one field a driver holds besides the answers", async () => {
    const saved = await answered();
    const response = await patch(saved.proposalCode, {
      changes: [
        { path: 'additionalDrivers', value: { answer: true, items: [{ profileCode: 'p1' }] } },
      ],
    });
    // The driver's questions are still to answer; the code itself is no error.
    expect(response.body.errors?.some((error) => error.path.endsWith('profileCode'))).toBe(false);
  });
});
