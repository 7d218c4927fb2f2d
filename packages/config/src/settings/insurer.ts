// The insurer that underwrites the brand's policies, as its certificates of motor insurance,
// schedules and wordings name it (issue 17; the Motor Vehicles (Third Party Risks) Regulations 1972
// ask a certificate for the authorised insurer and an authorised signature). Brand data: a brand
// team replaces these values with the real insurer's; the platform reads them from here alone.

/** Who signs the certificates for the insurer. */
export interface InsurerSignatory {
  /** The signatory's name, printed under the signature. */
  readonly name: string;
  /** Their position, printed under the name. */
  readonly title: string;
  /**
   * The signature as an SVG path (`M x y C …`) in a box 150 wide and 36 high, drawn as vector
   * strokes so no image file is loaded; the insurer supplies its signatory's.
   */
  readonly signaturePath: string;
}

/** The authorised insurer's identity. */
export interface InsurerConfig {
  /** Its registered name, as every quote, schedule and certificate names it. */
  readonly name: string;
  /** Companies House registration: where and under which number. */
  readonly registration: { readonly jurisdiction: string; readonly companyNumber: string };
  /** Its registered office, on one line. */
  readonly registeredOffice: string;
  /** Its authorisation, as the FCA register words it. */
  readonly authorisation: string;
  /** Its Financial Services Register firm reference number. */
  readonly firmReferenceNumber: string;
  readonly signatory: InsurerSignatory;
  /**
   * True for the demo's made-up insurer: the certificate then says it is a specimen, so a demo
   * document is never taken for cover. A brand's real insurer sets false.
   */
  readonly demo: boolean;
}

/**
 * The demo's insurer: a made-up company, register numbers of zeros and a specimen signatory, so
 * nothing here passes for a real firm.
 */
export const BRAND_INSURER = {
  name: 'Brand Motor Underwriting Ltd',
  registration: { jurisdiction: 'England and Wales', companyNumber: '00000000' },
  registeredOffice: '1 Example Street, London EC1A 1AA',
  authorisation:
    'Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority',
  firmReferenceNumber: '000000',
  signatory: {
    name: 'Specimen Signatory',
    title: 'Underwriting Director, for and on behalf of the authorised insurer',
    signaturePath:
      'M 0 22 C 10 -6 22 30 34 10 C 42 -2 50 26 62 14 C 74 2 86 24 104 12 C 118 4 130 20 150 16',
  },
  demo: true,
} as const satisfies InsurerConfig;

/** The insurer's registration and authorisation in one sentence, for the foot of its documents. */
export function insurerRegisteredDetails(insurer: InsurerConfig): string {
  const { registration } = insurer;
  return `${insurer.name}. Registered in ${registration.jurisdiction}, company number ${registration.companyNumber}. Registered office: ${insurer.registeredOffice}. ${insurer.authorisation}, Financial Services Register number ${insurer.firmReferenceNumber}.`;
}
