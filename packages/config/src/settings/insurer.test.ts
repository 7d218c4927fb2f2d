import { BRAND_INSURER, insurerRegisteredDetails } from './insurer';

describe('the insurer', () => {
  it('is the demo’s made-up insurer, marked so, with register numbers of zeros', () => {
    expect(BRAND_INSURER.demo).toBe(true);
    expect(BRAND_INSURER.firmReferenceNumber).toMatch(/^0+$/);
    expect(BRAND_INSURER.registration.companyNumber).toMatch(/^0+$/);
    expect(BRAND_INSURER.signatory.name).toMatch(/Specimen/);
  });

  it('has a signature that is an SVG path of moves and curves only', () => {
    expect(BRAND_INSURER.signatory.signaturePath).toMatch(/^M [\d .-]+( C [\d .-]+)+$/);
  });

  it('words its registration and authorisation in one sentence', () => {
    expect(insurerRegisteredDetails(BRAND_INSURER)).toBe(
      'Brand Motor Underwriting Ltd. Registered in England and Wales, company number 00000000. Registered office: 1 Example Street, London EC1A 1AA. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, Financial Services Register number 000000.',
    );
  });
});
