import { ShellPage } from '@brand/app-shell';
import { renewalOptOutForm } from '@brand/config';
import type { FormValues } from '@brand/forms';
import { FormRenderer } from '@brand/forms-react';
import { useNavigate } from 'react-router';
import { Failure } from '../../shared/Failure';
import { longDate, schemeOf } from '../../shared/proposal-model';
import { useTexts } from '../../shared/texts';
import { type RenewalProposal, renewalPath } from '../renewal-routing';

/** Props of RenewalOptOutPage. */
export interface RenewalOptOutPageProps {
  proposal: RenewalProposal;
  /** The last call's failure. */
  failure: Parameters<typeof Failure>[0]['failure'];
  /** Switches auto-renewal off with the form's reason; true when it was. */
  optOut: (values: FormValues) => Promise<boolean>;
}

/**
 * `renewal/{proposalCode}/opt-out` (spec 000 §2): the opt-out form (a reason is required, with
 * free text for Other); submitting switches the policy's auto-renewal off with the reason, then
 * home, where the opted-out banner shows.
 */
export function RenewalOptOutPage({ proposal, failure, optOut }: RenewalOptOutPageProps) {
  const t = useTexts();
  const navigate = useNavigate();
  const endsAt = proposal.sourcePolicy?.detail?.expiredAt ?? proposal.startAt;
  const submit = async (values: FormValues) => {
    if (await optOut(values)) navigate('/');
  };
  return (
    <ShellPage
      focusOnNavigation
      title={t(renewalOptOutForm.title ?? 'renewal.optOut.title')}
      subtitle={t('renewal.optOut.description', { date: longDate(endsAt) })}
      upLink={{
        text: t('renewal.optOut.back'),
        href: renewalPath(schemeOf(proposal), proposal.proposalCode),
      }}
    >
      {renewalOptOutForm.description ? <p>{t(renewalOptOutForm.description)}</p> : null}
      <Failure failure={failure} />
      <FormRenderer
        t={t}
        form={renewalOptOutForm}
        onSubmit={submit}
        disableSubmitUntilValid={false}
      />
    </ShellPage>
  );
}
