// The policy's management sub-routes (spec 001 §2 "Management routes"): the index, each section's
// form, the excess and add-on changes, and each adjustment's review and result. A change is blocked
// in the renewal window; an unknown sub-path goes to the index.
import { routerLink, useHelp } from '@brand/app-shell';
import { BRAND_SETTINGS, managementSectionById, productConfigFor } from '@brand/config';
import { AppLink, ErrorState, LoadingIndicator } from '@brand/ui';
import { Navigate } from 'react-router';
import { useTexts } from '../../shared/texts';
import { policyPagePath } from '../policy-page-model';
import type { Policy } from '../policyApi';
import { AddOnsPage } from './AddOnsPage';
import { AdjustmentResultPage } from './AdjustmentResultPage';
import { AdjustmentReviewPage } from './AdjustmentReviewPage';
import { DriverProfilePage } from './DriverProfilePage';
import { DriversPage } from './DriversPage';
import { ExcessPage } from './ExcessPage';
import { ManagementIndexPage } from './ManagementIndexPage';
import { ManagementPage } from './ManagementPage';
import {
  isInRenewalWindow,
  listedSections,
  type ManagementRouteSegment,
  managementFormContext,
  managementPageOf,
  managementPath,
} from './management-model';
import { SectionFormPage } from './SectionFormPage';
import { type Editor, useEditor } from './use-editor';

/** Props of ManagementRoutes. */
export interface ManagementRoutesProps {
  policy: Policy;
  segment: ManagementRouteSegment;
  /** The path under the segment, split. */
  rest: readonly string[];
}

/** The management page the sub-path names. */
export function ManagementRoutes({ policy, segment, rest }: ManagementRoutesProps) {
  const t = useTexts();
  const editor = useEditor();
  const page = managementPageOf(segment, rest);
  // An unknown sub-path goes to the tab root, as the policy page's own unknown sub-paths do.
  if (page.kind === 'unknown') return <Navigate replace to={policyPagePath(policy)} />;
  if (!editor) return <LoadingIndicator label={t('policy.loading')} />;
  // A review or result of an adjustment already made is still shown in the renewal window.
  if (
    (page.kind === 'index' ||
      page.kind === 'section' ||
      page.kind === 'profile' ||
      page.kind === 'excess' ||
      page.kind === 'addOns') &&
    isInRenewalWindow(policy)
  ) {
    return <InRenewalPage policy={policy} />;
  }
  switch (page.kind) {
    case 'index':
      return <ManagementIndexPage policy={policy} editor={editor} />;
    case 'section': {
      const section = listedSection(policy, editor, page.sectionId);
      // An additional-profiles section lists its drivers, each on a page of their own.
      if (section?.kind === 'additionalProfiles') {
        return <DriversPage policy={policy} section={section} />;
      }
      return <SectionFormPage policy={policy} editor={editor} sectionId={page.sectionId} />;
    }
    case 'profile': {
      const section = listedSection(policy, editor, page.sectionId);
      if (section?.kind !== 'additionalProfiles') {
        return <Navigate replace to={managementPath(policy)} />;
      }
      return (
        <DriverProfilePage
          key={page.profileCode ?? 'new'}
          policy={policy}
          editor={editor}
          section={section}
          profileCode={page.profileCode}
        />
      );
    }
    case 'excess':
      return <ExcessPage policy={policy} editor={editor} />;
    case 'addOns':
      return <AddOnsPage policy={policy} editor={editor} />;
    case 'review':
      return (
        <AdjustmentReviewPage
          key={page.adjustmentId}
          policy={policy}
          editor={editor}
          origin={page.origin}
          adjustmentId={page.adjustmentId}
        />
      );
    case 'result':
      return (
        <AdjustmentResultPage
          key={page.adjustmentId}
          policy={policy}
          editor={editor}
          adjustmentId={page.adjustmentId}
        />
      );
  }
}

/** The product's section with this id, if the index lists it for this policy and editor. */
function listedSection(policy: Policy, editor: Editor, sectionId: string) {
  const section = managementSectionById(
    productConfigFor(policy.productUrlName).management.sections,
    sectionId,
  );
  if (!section) return undefined;
  const listed = listedSections(policy, managementFormContext(policy, editor));
  return listed.some((one) => one.id === section.id) ? section : undefined;
}

/** The renewal window's block (spec 001 §8): no change online, chat instead. */
function InRenewalPage({ policy }: { policy: Policy }) {
  const t = useTexts();
  const { openChat } = useHelp();
  const back = policyPagePath(policy);
  return (
    <ManagementPage
      policy={policy}
      title={t('management.title')}
      up={{ href: back, text: t('management.back') }}
    >
      <ErrorState
        heading={t('errors.adjustment.inRenewal.header')}
        announce
        {...(BRAND_SETTINGS.chatWidget
          ? {
              onChat: () =>
                openChat({
                  policyId: policy.policyId,
                  error: t('errors.adjustment.inRenewal.header'),
                }),
              chatLabel: t('errors.actions.chat'),
            }
          : {})}
        actions={
          <AppLink href={back} renderLink={routerLink}>
            {t('management.back')}
          </AppLink>
        }
      >
        <p>{t('errors.adjustment.inRenewal.body')}</p>
      </ErrorState>
    </ManagementPage>
  );
}
