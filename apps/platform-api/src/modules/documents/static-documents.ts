import { productConfigFor } from '@brand/config';
import {
  formatGBP,
  LEGAL_EXPENSES_LIMIT_PENCE,
  NCB_PROTECTION_MIN_YEARS,
  type SchemeUrlName,
} from '@brand/domain';
import { textOf } from '../../http/texts';
import { type PdfPage, renderPdf } from '../../shared/pdf/pdf-writer';
import type { DocumentedCover, DocumentName } from './document-catalogue';
import { AUTHORISED_INSURER } from './insurer';

/**
 * The wording version the static documents state, and the fixed date their PDFs carry: a new
 * wording is a new version (and so new bytes, a new hash and a new stored file).
 */
export const WORDING_VERSION = { name: '2026.1', issuedAt: new Date('2026-01-01T00:00:00Z') };

const COVER_TEXT_PARAMS = {
  limit: formatGBP(LEGAL_EXPENSES_LIMIT_PENCE, { wholePounds: true }),
  minYears: NCB_PROTECTION_MIN_YEARS,
};

function coverLines(codes: readonly string[], scheme: SchemeUrlName): string[] {
  return codes.map(
    (code) =>
      `${textOf(`covers.codes.${code}.name`, {}, scheme)}: ${textOf(`covers.codes.${code}.description`, COVER_TEXT_PARAMS, scheme)}`,
  );
}

/** The insurance product information document of a scheme (the IPID's fixed headings). */
function drawIpid(page: PdfPage, scheme: SchemeUrlName, product: string): void {
  const covers = productConfigFor(scheme).covers;
  page.title(`Insurance product information document: ${product} car insurance`);
  page.paragraph(
    `Insurer: ${AUTHORISED_INSURER}. This document summarises the cover; the full terms and conditions are in the policy wording and your policy schedule.`,
  );
  page.heading('What is this type of insurance?');
  page.paragraph('Comprehensive motor insurance for your car, as the law requires and more.');
  page.heading('What is insured?');
  page.bullets(coverLines(covers.included, scheme));
  if (covers.optional.length > 0) {
    page.heading('Optional covers');
    page.bullets(coverLines(covers.optional, scheme));
  }
  page.heading('What is not insured?');
  page.bullets([
    'The excesses shown in your policy schedule.',
    'Wear and tear, mechanical or electrical breakdown.',
    'Driving by anyone not named on your certificate of motor insurance.',
    'Use not allowed by your certificate, such as hire or reward or racing.',
  ]);
  page.heading('Are there any restrictions on cover?');
  page.bullets([
    'Endorsements on your schedule may add to your excess or limit your cover.',
    'Cover is not provided if the driver is disqualified or unlicensed.',
  ]);
  page.heading('Where am I covered?');
  page.paragraph('Great Britain, Northern Ireland, the Isle of Man and the Channel Islands.');
  page.heading('What are my obligations?');
  page.bullets([
    'Give complete and accurate answers and tell us of any change.',
    'Tell us of any incident as soon as possible, whether or not you claim.',
    'Keep your car roadworthy and secure.',
  ]);
  page.heading('When and how do I pay?');
  page.paragraph(
    scheme === 'flex'
      ? 'Monthly, by card or Direct Debit.'
      : 'In one payment by card before the cover starts.',
  );
  page.heading('When does the cover start and end?');
  page.paragraph('At the dates and times shown on your certificate of motor insurance.');
  page.heading('How do I cancel the contract?');
  page.paragraph('Sign in to your account and choose Cancel on your policy, or contact us.');
}

/** The policy wording: the covers in full and the general conditions. */
function drawWording(page: PdfPage, scheme: SchemeUrlName, product: string): void {
  const covers = productConfigFor(scheme).covers;
  page.title(`Policy wording: ${product} car insurance`);
  page.paragraph(
    `This wording, your policy schedule, your statement of fact and your certificate of motor insurance make up your contract with ${AUTHORISED_INSURER}.`,
  );
  page.heading('Section 1: Your cover');
  page.bullets(coverLines(covers.included, scheme));
  page.heading('Section 2: Excesses and endorsements');
  page.paragraph(
    'You pay the excesses shown in your schedule towards each claim. Endorsements shown in your schedule change this wording and apply to your policy.',
  );
  page.heading('Section 3: General conditions');
  page.bullets([
    'You must take reasonable care to give complete and accurate answers.',
    'You must tell us as soon as possible about any change to your answers.',
    'You must not admit fault or make any offer or promise after an incident.',
    'We may cancel your policy by giving you 7 days’ notice for a valid reason.',
  ]);
  page.heading('Section 4: Complaints');
  page.paragraph(
    'If you are unhappy, contact us first. If we cannot resolve your complaint, you may refer it to the Financial Ombudsman Service.',
  );
}

/** The add-on's own product information document or wording. */
function drawCoverDocument(
  page: PdfPage,
  scheme: SchemeUrlName,
  cover: DocumentedCover,
  kind: 'ipid' | 'wording',
): void {
  const name = textOf(`covers.codes.${cover}.name`, {}, scheme);
  const description = textOf(`covers.codes.${cover}.description`, COVER_TEXT_PARAMS, scheme);
  page.title(
    kind === 'ipid' ? `Insurance product information document: ${name}` : `Policy wording: ${name}`,
  );
  page.paragraph(`An add-on to your car insurance, provided by ${AUTHORISED_INSURER}.`);
  page.heading(kind === 'ipid' ? 'What is insured?' : 'The cover');
  page.paragraph(description);
  page.heading(kind === 'ipid' ? 'What is not insured?' : 'What is not covered');
  page.bullets(
    cover === 'legal_expenses'
      ? [
          'Claims where you are at fault, or with less than a reasonable prospect of success.',
          `Costs above ${COVER_TEXT_PARAMS.limit} for one claim.`,
        ]
      : ['Claims your car insurance does not pay.', 'More than the excess you paid.'],
  );
  page.heading('When does the cover start and end?');
  page.paragraph('With your car insurance policy, while the add-on is shown on your schedule.');
}

/** The business terms: who we are and how we work with you. */
function drawBusinessTerms(page: PdfPage, brand: string): void {
  page.title('Terms of business');
  page.paragraph(
    `These terms explain how ${brand} car insurance works with you. Please read them with your policy documents.`,
  );
  page.heading('Our service');
  page.paragraph(
    `We offer car insurance from a single insurer, ${AUTHORISED_INSURER}. We do not give advice or a personal recommendation: you choose the cover that suits you.`,
  );
  page.heading('Paying for your insurance');
  page.paragraph('We take your payments by card or Direct Debit on the insurer’s behalf.');
  page.heading('Your information');
  page.paragraph(
    'We use your information to quote for, arrange and manage your insurance, and to prevent fraud, as our privacy notice explains.',
  );
  page.heading('Complaints');
  page.paragraph(
    'Tell us first. If we cannot resolve your complaint within 8 weeks you may refer it to the Financial Ombudsman Service.',
  );
}

/** A static document of a scheme as a PDF, the same bytes every time for the same wording. */
export function renderStaticDocument(
  scheme: SchemeUrlName,
  brand: string,
  documentType: Exclude<
    DocumentName,
    'policy-certificate' | 'policy-schedule' | 'statement-of-fact'
  >,
): Promise<Buffer> {
  const product = textOf('product.name', {}, scheme);
  return renderPdf(
    {
      title: `${documentType} ${scheme} ${WORDING_VERSION.name}`,
      createdAt: WORDING_VERSION.issuedAt,
      author: AUTHORISED_INSURER,
    },
    (page) => {
      switch (documentType) {
        case 'ipid':
          return drawIpid(page, scheme, product);
        case 'policy-wording':
          return drawWording(page, scheme, product);
        case 'business-terms':
          return drawBusinessTerms(page, brand);
        case 'legal-expenses-ipid':
          return drawCoverDocument(page, scheme, 'legal_expenses', 'ipid');
        case 'legal-expenses-wording':
          return drawCoverDocument(page, scheme, 'legal_expenses', 'wording');
        case 'excess-assist-ipid':
          return drawCoverDocument(page, scheme, 'excess_assist', 'ipid');
        case 'excess-assist-wording':
          return drawCoverDocument(page, scheme, 'excess_assist', 'wording');
      }
    },
  );
}
