// The management index (spec 001 §2): the sections this policy and editor may open, each a link to
// its form, and the voluntary excess where it can be changed.
import { routerLink } from '@brand/app-shell';
import { formById, productConfigFor } from '@brand/config';
import { AppLink, type BrandTheme } from '@brand/ui';
import styled from '@emotion/styled';
import { useMemo } from 'react';
import { useTexts } from '../../shared/texts';
import { policyPagePath } from '../policy-page-model';
import type { Policy } from '../policyApi';
import { ManagementPage } from './ManagementPage';
import { listedSections, managementFormContext, managementPath } from './management-model';
import type { Editor } from './use-editor';

const Links = styled.ul(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.sm}px;
  list-style: none;
  padding: 0;
  margin: 0;
`;
});

/** True when this editor may change the voluntary excess (spec 001 §6). */
export function canChangeExcess(policy: Pick<Policy, 'productUrlName'>, editor: Editor): boolean {
  const excess = productConfigFor(policy.productUrlName).excess;
  // One option is no choice (drive-away offers none).
  return excess.voluntaryExcess.length > 1 && (editor.isAdmin || excess.isAdjustable);
}

/** The list of what can be changed. */
export function ManagementIndexPage({ policy, editor }: { policy: Policy; editor: Editor }) {
  const t = useTexts();
  const context = useMemo(() => managementFormContext(policy, editor), [policy, editor]);
  const sections = listedSections(policy, context);
  return (
    <ManagementPage
      policy={policy}
      title={t('management.title')}
      up={{ href: policyPagePath(policy), text: t('management.back') }}
    >
      <p>{t('management.description')}</p>
      <Links>
        {sections.map((section) => (
          <li key={section.id}>
            <AppLink
              href={managementPath(policy, { kind: 'section', sectionId: section.id })}
              renderLink={routerLink}
            >
              {t('management.sectionLink', {
                section: t(formById(section.formId).title ?? section.id).toLowerCase(),
              })}
            </AppLink>
          </li>
        ))}
        {canChangeExcess(policy, editor) ? (
          <li>
            <AppLink href={managementPath(policy, { kind: 'excess' })} renderLink={routerLink}>
              {t('management.excess.title')}
            </AppLink>
          </li>
        ) : null}
      </Links>
    </ManagementPage>
  );
}
