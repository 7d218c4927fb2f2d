// The upload's confirmation page (spec 001 §2, §9): the date the team received the documents, in
// the spec's dd MMM yyyy (London), and the way back to the documents tab. Opened without an
// upload just sent (a reload of an old address) it goes back to the upload page.
import { routerLink } from '@brand/app-shell';
import type { UploadType } from '@brand/config';
import { AppLink, type BrandTheme } from '@brand/ui';
import styled from '@emotion/styled';
import { Navigate, useLocation } from 'react-router';
import { useTexts } from '../../shared/texts';
import { policyPagePath } from '../policy-page-model';
import type { Policy } from '../policyApi';

const Section = styled.section(({ theme }) => {
  const { space, typeScale } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.md}px;
  max-width: 40rem;
  > h2 { margin: 0; font-size: ${typeScale.h3.fontSize}px; line-height: ${typeScale.h3.lineHeight}px; }
  > p { margin: 0; }
`;
});

// The spec's dd MMM yyyy (FORMATS.dates.uploadSuccess) in en-GB, on the London calendar. Intl
// rather than luxon: the policy page's chunk stays free of the date library.
const RECEIVED_DATE = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** The date an upload was received, as the confirmation shows it (dd MMM yyyy, London). */
export function uploadReceivedDate(committedAt: string): string {
  return RECEIVED_DATE.format(new Date(committedAt));
}

/** What the upload page hands its confirmation as the address's state: the upload just sent. */
export interface UploadReceipt {
  uploadType: string;
  committedAt: string;
}

function isReceipt(value: unknown): value is UploadReceipt {
  const receipt = value as Partial<UploadReceipt> | null;
  return typeof receipt?.uploadType === 'string' && typeof receipt.committedAt === 'string';
}

/** Props of UploadConfirmation. */
export interface UploadConfirmationProps {
  policy: Policy;
  uploadType: UploadType;
}

/** Thanks for the documents, with the day they were received. */
export function UploadConfirmation({ policy, uploadType }: UploadConfirmationProps) {
  const t = useTexts();
  const { state } = useLocation();
  if (!isReceipt(state) || state.uploadType !== uploadType) {
    return <Navigate replace to={policyPagePath(policy, `uploads/${uploadType}`)} />;
  }
  return (
    <Section aria-labelledby="upload-confirmation-heading">
      <h2 id="upload-confirmation-heading">{t('uploads.confirmation.title')}</h2>
      <p>{t('uploads.confirmation.body', { date: uploadReceivedDate(state.committedAt) })}</p>
      <p>
        <AppLink href={policyPagePath(policy, 'documents')} renderLink={routerLink}>
          {t('uploads.confirmation.back')}
        </AppLink>
      </p>
    </Section>
  );
}
