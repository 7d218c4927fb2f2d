// The policy page's uploads sub-route (spec 001 §2): uploads/{type} is the upload page of a type
// the product offers, uploads/{type}/confirmation its confirmation; anything else goes to the
// documents tab, where the upload buttons are.
import { productConfigFor, type UploadType } from '@brand/config';
import { Navigate } from 'react-router';
import { policyPagePath } from '../policy-page-model';
import type { PolicySubPageProps } from '../policy-sub-pages';
import { UploadConfirmation } from './UploadConfirmation';
import { UploadPage } from './UploadPage';

/** The uploads sub-route of a policy page. */
export function UploadRoutes({ policy, path }: PolicySubPageProps) {
  const [type, step, ...rest] = path;
  const offered = productConfigFor(policy.productUrlName).uploads.types.find(
    (one) => one.type === type,
  );
  if (!offered || rest.length > 0 || (step !== undefined && step !== 'confirmation')) {
    return <Navigate replace to={policyPagePath(policy, 'documents')} />;
  }
  const uploadType: UploadType = offered.type;
  return step === 'confirmation' ? (
    <UploadConfirmation policy={policy} uploadType={uploadType} />
  ) : (
    <UploadPage key={uploadType} policy={policy} uploadType={uploadType} />
  );
}
