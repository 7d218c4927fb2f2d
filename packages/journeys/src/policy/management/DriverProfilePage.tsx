// One driver of a policy's drivers section (spec 001 §2: `section/{sectionId}/profile` adds a
// driver, `.../profile/{profileCode}` edits one): the driver's questions as the quote asks them,
// judged as a policy's. Continuing prices the change and its review follows; an edited driver can
// be removed from here. An unknown driver, or adding at the maximum, goes back to the list.
import { useApiClient } from '@brand/app-shell';
import { additionalDriverProfileForm, type ManagementSection } from '@brand/config';
import type { FormValues } from '@brand/forms';
import { FormRenderer } from '@brand/forms-react';
import { Button, Notification, visuallyHidden } from '@brand/ui';
import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { driverSummary } from '../../quote/additional-drivers';
import { createApiDataSources } from '../../shared/api-data-sources';
import { Failure } from '../../shared/Failure';
import { useTexts } from '../../shared/texts';
import type { Policy } from '../policyApi';
import { driverProfilePageOf, driverRemovalRequest, driverSaveRequest } from './driver-changes';
import { ManagementPage } from './ManagementPage';
import { managementFormContext, managementPath } from './management-model';
import type { Editor } from './use-editor';
import { useAdjustmentSubmit } from './useAdjustmentSubmit';

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** Props of DriverProfilePage. */
export interface DriverProfilePageProps {
  policy: Policy;
  editor: Editor;
  section: ManagementSection;
  /** The driver edited, or null to add one. */
  profileCode: string | null;
}

/** The add or edit form of one driver. */
export function DriverProfilePage({
  policy,
  editor,
  section,
  profileCode,
}: DriverProfilePageProps) {
  const t = useTexts();
  const api = useApiClient();
  const dataSources = useMemo(() => createApiDataSources(api), [api]);
  const context = useMemo(() => managementFormContext(policy, editor), [policy, editor]);
  const origin = { kind: 'section', sectionId: section.id } as const;
  const adjustment = useAdjustmentSubmit(policy, editor, origin);
  const [unchanged, setUnchanged] = useState(false);
  const listPath = managementPath(policy, origin);
  const page = driverProfilePageOf(policy, profileCode);
  if (page.kind === 'toList') return <Navigate replace to={listPath} />;
  const driver = page.kind === 'edit' ? page.driver : null;
  const name = driver ? driverSummary(driver).name : '';

  const submit = async (values: FormValues) => {
    const request = driverSaveRequest(policy, driver?.profileCode ?? null, values);
    setUnchanged(request === null);
    if (request) await adjustment.submit(request);
  };

  return (
    <ManagementPage
      policy={policy}
      title={
        driver
          ? t('proposal.additionalDrivers.editTitle', { name })
          : t('proposal.additionalDrivers.addTitle')
      }
      up={{ href: listPath, text: t('management.drivers.back') }}
    >
      {unchanged ? (
        <Notification tone="info">
          <p>{t('management.unchanged')}</p>
        </Notification>
      ) : null}
      <Failure failure={adjustment.failure} />
      <FormRenderer
        t={t}
        key={`${policy.policyId}-${driver?.profileCode ?? 'new'}`}
        form={additionalDriverProfileForm}
        initialValues={driver ?? {}}
        context={context}
        onSubmit={submit}
        dataSources={dataSources}
        submitLabel="management.continue"
        disableSubmitUntilValid={false}
      />
      {driver ? (
        <p>
          <Button
            variant="secondary"
            loading={adjustment.saving}
            onClick={() => void adjustment.submit(driverRemovalRequest(policy, driver.profileCode))}
          >
            {t('proposal.additionalDrivers.remove')}
            <Hidden> {name}</Hidden>
          </Button>
        </p>
      ) : null}
      {adjustment.modals}
    </ManagementPage>
  );
}
