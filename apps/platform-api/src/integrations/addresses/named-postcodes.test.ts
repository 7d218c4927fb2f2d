import { translations } from '@brand/config';
import { FORM_INPUT_MESSAGES_EN_GB, VALIDATION_MESSAGES_EN_GB } from '@brand/forms';
import { completeAnswers } from '../../demo/demo-disclosure';
import { DEMO_SAVED_QUOTE } from '../../demo/seed-demo';
import { createShippedAddressLookup } from './shipped-address-lookup';

// A full UK postcode inside running text ("like SW1A 1AA.").
const POSTCODE_IN_TEXT = /\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/g;

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(textsOf);
}

function postcodesIn(texts: readonly string[]): string[] {
  return texts.flatMap((text) => text.match(POSTCODE_IN_TEXT) ?? []);
}

const demoAddress = completeAnswers({
  vehicle: { vrn: null, regLookup: false, specification: {} },
  startDate: '2026-01-01',
})['about-you']?.find((change) => change.path === 'policyholder.address')?.value as {
  line1: string;
  postalCode: string;
};

const messagePostcodes = postcodesIn(
  textsOf([translations, VALIDATION_MESSAGES_EN_GB, FORM_INPUT_MESSAGES_EN_GB]),
);
const named = [
  ...new Set([DEMO_SAVED_QUOTE.postcode, demoAddress.postalCode, ...messagePostcodes]),
];

describe('the postcodes the product names', () => {
  const lookup = createShippedAddressLookup();

  it('are read from the demo and the message texts', () => {
    expect(named).toEqual(expect.arrayContaining(['OX4 1HP', 'SW1A 1AA']));
  });

  it.each(named)('%s is found by the shipped lookup, typed any way', async (postcode) => {
    for (const typed of [postcode, postcode.replace(' ', '').toLowerCase()]) {
      const results = await lookup.search(typed);
      expect(results[0]).toMatchObject({ id: `pc:${postcode}`, type: 'Postcode' });
      const addresses = results.filter((result) => result.type === 'Address');
      expect(addresses.length).toBeGreaterThan(0);
      for (const { id } of addresses) {
        expect((await lookup.byId(id))?.postalCode).toBe(postcode);
      }
    }
  });

  it('counts a one-address postcode as one address', async () => {
    const [container] = await lookup.search('SW1A 1AA');
    expect(container?.description).toBe('1 address');
  });

  it("finds the demo policyholder's own address", async () => {
    const results = await lookup.search(`${demoAddress.line1} ${demoAddress.postalCode}`);
    const found = await lookup.byId(results[0]?.id ?? '');
    expect(found).toMatchObject({ line1: demoAddress.line1, postalCode: demoAddress.postalCode });
  });
});
