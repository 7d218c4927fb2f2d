// A policy's drivers section (spec 001 §2 `management/section/{sectionId}` of an additional-profiles
// section, §5): the additional drivers by name ("No name" for one without) with an edit link each,
// and "Add a driver" below the product's maximum; at it, a sentence says why there is no add.
import { routerLink } from '@brand/app-shell';
import { formById, type ManagementSection } from '@brand/config';
import { AppLink, DefinitionList } from '@brand/ui';
import { driverSummary } from '../../quote/additional-drivers';
import { useTexts } from '../../shared/texts';
import type { Policy } from '../policyApi';
import { canAddDriverTo, maxDriversOf, policyDriversOf } from './driver-changes';
import { ManagementPage } from './ManagementPage';
import { managementPath } from './management-model';

/** Props of DriversPage. */
export interface DriversPageProps {
  policy: Policy;
  section: ManagementSection;
}

/** The drivers list of a drivers section. */
export function DriversPage({ policy, section }: DriversPageProps) {
  const t = useTexts();
  const drivers = policyDriversOf(policy);
  const form = formById(section.formId);
  const sectionPath = managementPath(policy, { kind: 'section', sectionId: section.id });
  return (
    <ManagementPage
      policy={policy}
      title={t(form.title ?? section.id)}
      up={{ href: managementPath(policy), text: t('management.backToIndex') }}
    >
      <p>{t('management.drivers.intro')}</p>
      {drivers.length > 0 ? (
        <section aria-label={t('management.drivers.listLabel')}>
          <DefinitionList
            renderLink={routerLink}
            rows={drivers.map((driver) => {
              const { name, relationshipKey } = driverSummary(driver);
              return {
                id: driver.profileCode,
                term: name,
                description: relationshipKey ? t(relationshipKey) : '',
                action: {
                  label: t('proposal.additionalDrivers.edit'),
                  visuallyHiddenText: name,
                  href: `${sectionPath}/profile/${encodeURIComponent(driver.profileCode)}`,
                },
              };
            })}
          />
        </section>
      ) : (
        <p>{t('management.drivers.none')}</p>
      )}
      {canAddDriverTo(policy, drivers) ? (
        <p>
          <AppLink href={`${sectionPath}/profile`} renderLink={routerLink}>
            {t('proposal.additionalDrivers.add')}
          </AppLink>
        </p>
      ) : (
        <p>{t('management.drivers.max', { count: maxDriversOf(policy) })}</p>
      )}
    </ManagementPage>
  );
}
