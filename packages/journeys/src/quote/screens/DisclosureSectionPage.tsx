import { routerLink, ShellPage, useApiClient } from '@brand/app-shell';
import { type DisclosureSection, formById } from '@brand/config';
import type { FormValues } from '@brand/forms';
import { FormRenderer } from '@brand/forms-react';
import { ProgressCaption, ProgressList } from '@brand/ui';
import { useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { createApiDataSources } from '../../shared/api-data-sources';
import { progressSteps, sectionChanges } from '../../shared/disclosure-answers';
import { draftKey } from '../../shared/draftsSlice';
import { Failure } from '../../shared/Failure';
import { formContextOf } from '../../shared/form-context';
import { proposalPath } from '../../shared/proposal-model';
import { useJourneyDispatch, useJourneySelector } from '../../shared/store';
import { useTexts } from '../../shared/texts';
import { useSectionDraft } from '../../shared/useSectionDraft';
import { afterRating, afterSection } from '../quote-routing';
import { type Proposal, type ProposalChange, saveChanges } from '../quoteApi';
import { selectFailure } from '../quoteSlice';
import { AdditionalDriversSection } from './AdditionalDriversSection';
import { PromotionNotification } from './PromotionNotification';

// Kept importable from here; the functions live apart so other journeys need not load this page.
export { progressSteps, sectionChanges } from '../../shared/disclosure-answers';

/**
 * One disclosure section (spec 000 §2): its brand form rendered by FormRenderer, saved with PATCH
 * when completed (so a reload never loses it); the last one rates and routes on. The additional
 * drivers section has pages of its own under `disclosure/additional-drivers/*`.
 */
export function DisclosureSectionPage({
  proposal,
  sections,
  isAnonymous,
}: {
  proposal: Proposal;
  sections: readonly DisclosureSection[];
  isAnonymous: boolean;
}) {
  const t = useTexts();
  const { sectionId = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useJourneyDispatch();
  const failure = useJourneySelector(selectFailure);
  const api = useApiClient();
  const dataSources = useMemo(() => createApiDataSources(api), [api]);
  const context = useMemo(() => formContextOf(proposal, isAnonymous), [proposal, isAnonymous]);
  // What is typed and not yet saved outlives a reload (the app persists the drafts).
  const draft = useSectionDraft(draftKey(proposal.proposalCode, sectionId), proposal.data);
  const section = sections.find((candidate) => candidate.id === sectionId);
  if (!section) return <Navigate to={proposalPath(proposal)} replace />;
  const form = formById(section.formId);
  const ids = sections.map((candidate) => candidate.id);

  // Saves the section's answers as every section does: the last one rates, then routes on.
  const save = async (changes: ProposalChange[]) => {
    const next = afterSection(ids, section.id);
    // A quoted proposal is re-rated on every edit: otherwise its price no longer matches.
    const applyRating = next.kind === 'rate' || proposal.status !== 'INSUFFICIENT_ACCURACY';
    const result = await dispatch(
      saveChanges({ proposalCode: proposal.proposalCode, changes, applyRating }),
    );
    if (!saveChanges.fulfilled.match(result)) return;
    draft.saved();
    const saved = result.payload;
    if (next.kind === 'section' && saved.status === 'INSUFFICIENT_ACCURACY') {
      navigate(proposalPath(saved, `disclosure/${next.sectionId}`));
      return;
    }
    const target = afterRating(saved);
    if (target.kind === 'section') navigate(proposalPath(saved, `disclosure/${target.sectionId}`));
    else if (target.kind === 'upgrade') navigate(proposalPath(saved, 'upgrade'));
    else navigate(proposalPath(saved));
  };
  const submit = (values: FormValues) => save(sectionChanges(form, values));

  const steps = progressSteps(
    sections,
    section.id,
    proposal.missingSections,
    (shown) => t(formById(shown.formId).title ?? shown.id),
    (shown) => proposalPath(proposal, `disclosure/${shown.id}`),
  );
  const sidebar = (
    <ProgressList label={t('proposal.disclosure.progress')} renderLink={routerLink} steps={steps} />
  );
  // On a phone the list is under the page's button: the step is told above the heading instead.
  const caption = (
    <ProgressCaption
      steps={steps}
      format={(position) => t('navigation.progress.stepWithSection', { ...position })}
    />
  );
  if (section.kind === 'additionalDrivers') {
    return (
      <AdditionalDriversSection
        proposal={proposal}
        sectionPath={proposalPath(proposal, `disclosure/${section.id}`)}
        sidebar={sidebar}
        caption={caption}
        isAnonymous={isAnonymous}
        saveSection={save}
      />
    );
  }

  return (
    <ShellPage
      focusOnNavigation
      title={t(form.title ?? section.id)}
      subtitle={form.description ? t(form.description) : undefined}
      caption={caption}
      sidebarLabel={t('proposal.disclosure.progress')}
      sidebar={sidebar}
    >
      <Failure failure={failure} />
      <PromotionNotification proposal={proposal} />
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
