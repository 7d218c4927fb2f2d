// One management section's form (spec 001 §2 `management/section/{sectionId}`): the brand form as
// the buying journey renders it, starting from the policy's answers and judged as a policy's
// (read-only name, date of birth and no-claims discount for a customer, with their modal; the
// vehicle for a customer or on drive-away; claims by an agent with action:mta-claims). Saving
// sends only what changed, and the adjustment's review follows.
import { useApiClient } from '@brand/app-shell';
import { formById, managementSectionById, productConfigFor } from '@brand/config';
import type { FormValues } from '@brand/forms';
import { FormRenderer } from '@brand/forms-react';
import { Notification } from '@brand/ui';
import { useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { createApiDataSources } from '../../shared/api-data-sources';
import { Failure } from '../../shared/Failure';
import { useTexts } from '../../shared/texts';
import type { Policy } from '../policyApi';
import { ManagementPage } from './ManagementPage';
import {
  listedSections,
  managementFormContext,
  managementPath,
  policyAnswersOf,
} from './management-model';
import { sectionAdjustment } from './section-changes';
import type { Editor } from './use-editor';
import { useAdjustmentSubmit } from './useAdjustmentSubmit';

/** Props of SectionFormPage. */
export interface SectionFormPageProps {
  policy: Policy;
  editor: Editor;
  sectionId: string;
}

/** A section's form; an unknown or unlisted section goes to the index. */
export function SectionFormPage({ policy, editor, sectionId }: SectionFormPageProps) {
  const t = useTexts();
  const api = useApiClient();
  const dataSources = useMemo(() => createApiDataSources(api), [api]);
  const context = useMemo(() => managementFormContext(policy, editor), [policy, editor]);
  const initialValues = useMemo(() => policyAnswersOf(policy), [policy]);
  const origin = { kind: 'section', sectionId } as const;
  const adjustment = useAdjustmentSubmit(policy, editor, origin);
  const [unchanged, setUnchanged] = useState(false);
  const sections = productConfigFor(policy.productUrlName).management.sections;
  const section = managementSectionById(sections, sectionId);
  if (!section || !listedSections(policy, context).some((one) => one.id === section.id)) {
    return <Navigate replace to={managementPath(policy)} />;
  }
  const form = formById(section.formId);

  const submit = async (values: FormValues) => {
    const request = sectionAdjustment(policy, section, form, values);
    setUnchanged(request === null);
    if (request) await adjustment.submit(request);
  };

  return (
    <ManagementPage
      policy={policy}
      title={t(form.title ?? section.id)}
      up={{ href: managementPath(policy), text: t('management.backToIndex') }}
    >
      {unchanged ? (
        <Notification tone="info">
          <p>{t('management.unchanged')}</p>
        </Notification>
      ) : null}
      <Failure failure={adjustment.failure} />
      <FormRenderer
        t={t}
        key={`${policy.policyId}-${section.id}`}
        form={form}
        initialValues={initialValues}
        context={context}
        onSubmit={submit}
        dataSources={dataSources}
        submitLabel="management.continue"
        disableSubmitUntilValid={false}
      />
      {adjustment.modals}
    </ManagementPage>
  );
}
