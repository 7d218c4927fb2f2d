import { formatCoverTime } from '@brand/domain';
import { type PdfPage, renderPdf } from '../../shared/pdf/pdf-writer';
import type { PolicyDocumentFacts } from './document-facts';
import {
  AUTHORISED_INSURER,
  AUTHORISED_SIGNATORY,
  INSURER_REGISTERED_DETAILS,
  SPECIMEN_INSURER,
} from './insurer';
import {
  additionalDriverNames,
  carDescription,
  policyholderName,
  registrationMark,
} from './policy-people';

/**
 * The certification the Motor Vehicles (Third Party Risks) Regulations 1972 require of an
 * insurer, in the form those regulations give.
 */
export const CERTIFICATION_STATEMENT =
  'I hereby certify that the policy to which this certificate relates satisfies the requirements ' +
  'of the relevant law applicable in Great Britain, Northern Ireland, the Isle of Man, the Island ' +
  'of Guernsey, the Island of Jersey and the Island of Alderney.';

/** The certificate's number: one per policy version, as a new version needs a new certificate. */
export function certificateNumber(facts: PolicyDocumentFacts): string {
  return `${facts.policy.policyNumber}/${facts.version.version}`;
}

/** The limitations as to use, by the use the policyholder declared. */
function limitationsAsToUse(facts: PolicyDocumentFacts): string[] {
  const usage = facts.proposal.data.vehicle?.usage;
  const extra =
    usage === 'SocialDomesticPleasureCommuting'
      ? ' and for travel to and from a permanent place of work'
      : usage === 'BusinessClass1'
        ? ', for travel to and from a permanent place of work and for the business of the policyholder'
        : '';
  return [
    `Use only for social, domestic and pleasure purposes${extra}.`,
    'The policy does not cover use for hire or reward, racing, pacemaking, reliability trials, speed testing, use on a track or circuit, or any purpose in connection with the motor trade.',
  ];
}

/** Who may drive: the policyholder and the named drivers, each licensed and not disqualified. */
function personsEntitledToDrive(facts: PolicyDocumentFacts): string[] {
  const names = [
    policyholderName(facts.proposal.data),
    ...additionalDriverNames(facts.proposal.data),
  ];
  return [
    ...names.map((name) => `${name}`),
    'Provided that the person driving holds a licence to drive the vehicle or has held and is not disqualified from holding or obtaining such a licence.',
  ];
}

/**
 * The authorised signatory's signature, drawn from the configured SVG path as vector strokes
 * (no image file to load), in its 150 by 36 box at the writing position.
 */
function drawSignature(page: PdfPage): void {
  const { doc } = page;
  const x = doc.x;
  const y = doc.y + 6;
  doc
    .save()
    .translate(x, y)
    .lineWidth(1.2)
    .strokeColor('#1a1a6e')
    .path(AUTHORISED_SIGNATORY.signaturePath)
    .stroke()
    .restore();
  doc.y = y + 36;
}

/** What a certificate of the demo's made-up insurer says of itself. */
export const SPECIMEN_NOTICE =
  'Specimen: issued by a demonstration platform for a made-up insurer. This is not evidence of insurance.';

/** The certificate of motor insurance of a policy version. */
export function renderCertificate(facts: PolicyDocumentFacts): Promise<Buffer> {
  const { policy, version, proposal } = facts;
  return renderPdf(
    {
      title: `Certificate of motor insurance ${certificateNumber(facts)}`,
      createdAt: new Date(version.createdAt),
      author: AUTHORISED_INSURER,
    },
    (page) => {
      page.title('Certificate of motor insurance');
      page.paragraph(
        `${facts.schemeName} car insurance from ${proposal.brand}, underwritten by ${AUTHORISED_INSURER}.`,
      );
      page.rows([
        ['Certificate number', certificateNumber(facts)],
        ['Policy number', policy.policyNumber],
        ['1. Registration mark of vehicle', registrationMark(proposal.data)],
        ['Vehicle', carDescription(proposal.data) || 'As registered'],
        ['2. Name of policyholder', policyholderName(proposal.data)],
        ['3. Effective date of the commencement of insurance', formatCoverTime(version.startedAt)],
        [
          '4. Date of expiry of insurance',
          policy.expiredAt
            ? formatCoverTime(policy.expiredAt)
            : 'When the policy is cancelled or ends; it continues month by month while each payment is made.',
        ],
      ]);
      page.heading('5. Persons or classes of persons entitled to drive');
      page.bullets(personsEntitledToDrive(facts));
      page.heading('6. Limitations as to use');
      page.bullets(limitationsAsToUse(facts));
      page.heading('Certification');
      page.paragraph(CERTIFICATION_STATEMENT);
      drawSignature(page);
      page.rows([
        ['Signed', AUTHORISED_SIGNATORY.name],
        ['Title', AUTHORISED_SIGNATORY.title],
        ['Authorised insurer', AUTHORISED_INSURER],
      ]);
      page.paragraph(
        'Advice to third parties: nothing in this certificate affects your right as a third party to make a claim.',
      );
      page.paragraph(INSURER_REGISTERED_DETAILS);
      // The demo's insurer is made up: its certificate must never pass for evidence of cover.
      if (SPECIMEN_INSURER) page.paragraph(SPECIMEN_NOTICE);
    },
  );
}
