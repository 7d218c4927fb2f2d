import { routerLink, ShellPage, useApiClient } from '@brand/app-shell';
import { type DisclosureSection, formById } from '@brand/config';
import type { FormValues } from '@brand/forms';
import { FormRenderer } from '@brand/forms-react';
import { ProgressList } from '@brand/ui';
import { useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { createApiDataSources } from '../../shared/api-data-sources';
import { progressSteps, sectionChanges } from '../../shared/disclosure-answers';
import { draftKey } from '../../shared/draftsSlice';
import { Failure } from '../../shared/Failure';
import { formContextOf } from '../../shared/form-context';
import { schemeOf } from '../../shared/proposal-model';
import { useTexts } from '../../shared/texts';
import { useSectionDraft } from '../../shared/useSectionDraft';
import { type RenewalProposal, renewalPath } from '../renewal-routing';
import type { RenewalBinding } from '../useRenewal';

/** Props of RenewalDisclosurePage. */
export interface RenewalDisclosurePageProps {
  proposal: RenewalProposal;
  /** The sections a renewal may edit, in order. */
  sections: readonly DisclosureSection[];
  failure: Parameters<typeof Failure>[0]['failure'];
  saveAnswers: RenewalBinding['saveAnswers'];
}

/**
 * `renewal/{proposalCode}/disclosure/{sectionId}` (spec 000 §2): edits one section of the renewal's
 * answers with the same brand form as the buying journey (its helpers are the quote page's), saved
 * and re-rated, then back to the renewal, whose price follows the answers.
 */
export function RenewalDisclosurePage({
  proposal,
  sections,
  failure,
  saveAnswers,
}: RenewalDisclosurePageProps) {
  const t = useTexts();
  const { sectionId = '' } = useParams();
  const navigate = useNavigate();
  const api = useApiClient();
  const dataSources = useMemo(() => createApiDataSources(api), [api]);
  // As the platform judges a renewal's answers (its own form context), so both agree.
  const context = useMemo(() => formContextOf(proposal, false), [proposal]);
  const product = schemeOf(proposal);
  const home = renewalPath(product, proposal.proposalCode);
  // What is typed and not yet saved outlives a reload (the app persists the drafts).
  const draft = useSectionDraft(draftKey(proposal.proposalCode, sectionId), proposal.data);
  const section = sections.find((candidate) => candidate.id === sectionId);
  if (!section) return <Navigate to={home} replace />;
  const form = formById(section.formId);

  const submit = async (values: FormValues) => {
    if (!(await saveAnswers(sectionChanges(form, values)))) return;
    draft.saved();
    navigate(home);
  };

  return (
    <ShellPage
      focusOnNavigation
      title={t(form.title ?? section.id)}
      subtitle={form.description ? t(form.description) : undefined}
      upLink={{ text: t('renewal.disclosure.back'), href: home }}
      sidebarLabel={t('proposal.disclosure.progress')}
      sidebar={
        <ProgressList
          label={t('proposal.disclosure.progress')}
          renderLink={routerLink}
          steps={progressSteps(
            sections,
            section.id,
            [],
            (shown) => t(formById(shown.formId).title ?? shown.id),
            (shown) => renewalPath(product, proposal.proposalCode, `disclosure/${shown.id}`),
          )}
        />
      }
    >
      <Failure failure={failure} />
      <FormRenderer
        t={t}
        key={`${proposal.proposalCode}-${section.id}`}
        form={form}
        initialValues={draft.initialValues}
        onValuesChange={draft.onValuesChange}
        context={context}
        onSubmit={submit}
        dataSources={dataSources}
        submitLabel="proposal.disclosure.save"
        disableSubmitUntilValid={false}
      />
    </ShellPage>
  );
}
