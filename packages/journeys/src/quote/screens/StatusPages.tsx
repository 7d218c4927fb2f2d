// The pages of a proposal's other statuses: success (POLICY), referral, expired quote.
import { ShellPage, useAuth } from '@brand/app-shell';
import { expiredProposalForm } from '@brand/config';
import type { FormValues } from '@brand/forms';
import { FormRenderer, type Translate } from '@brand/forms-react';
import { Button, LoadingIndicator, Notification } from '@brand/ui';
import { useNavigate } from 'react-router';
import {
  type AccountPaymentMethod,
  DirectDebitStep,
  MandateFailed,
  usePaymentSetup,
} from '../../checkout/DirectDebitStep';
import { ChatButton } from '../../shared/ChatButton';
import { sectionChanges } from '../../shared/disclosure-answers';
import { Failure } from '../../shared/Failure';
import { formContextOf } from '../../shared/form-context';
import { emailOf, proposalPath } from '../../shared/proposal-model';
import { useJourneyDispatch, useJourneySelector } from '../../shared/store';
import { useTexts } from '../../shared/texts';
import { boughtCoverText } from '../cover-times';
import { type Proposal, saveChanges } from '../quoteApi';
import { selectFailure } from '../quoteSlice';
import { PurchaseFeedback } from './PurchaseFeedback';
import { UpgradeOffer } from './UpgradeOffer';

/**
 * The success page (spec 000 §4.6): immediate or deferred start; a visitor is offered sign-in.
 * DUAL (flex) shows it once its Direct Debit is set up (DUAL's mandate step comes first), and
 * says which bank account pays the months after. The feedback prompt comes with the success
 * content, never before it.
 */
export function SuccessPage({ proposal }: { proposal: Proposal }) {
  const t = useTexts();
  const { user, signIn } = useAuth();
  const navigate = useNavigate();
  const setup = usePaymentSetup(proposal);
  const email = emailOf(proposal) ?? '';
  if (setup.kind === 'checking' || setup.kind === 'completing') {
    return (
      <LoadingIndicator
        label={t(setup.kind === 'completing' ? 'checkout.completingMandate' : 'journeys.loading')}
      />
    );
  }
  if (setup.kind === 'completeFailed') return <MandateFailed onRetry={setup.retry} />;
  if (setup.kind === 'setUp') {
    return (
      <DirectDebitStep proposal={proposal} laterPence={setup.laterPence} onInPlace={setup.retry} />
    );
  }
  return (
    <ShellPage
      focusOnNavigation
      title={t('proposal.success.title')}
      subtitle={
        proposal.policyNumber
          ? t('journeys.success.reference', { policyNumber: proposal.policyNumber })
          : undefined
      }
    >
      <Notification tone="success">
        <p>{boughtCoverText(proposal, t, email)}</p>
      </Notification>
      <UpgradeOffer proposal={proposal} />
      {setup.mandate ? <p>{mandateText(setup.mandate, t)}</p> : null}
      {user ? (
        <Button onClick={() => navigate('/')}>{t('journeys.success.home')}</Button>
      ) : (
        <Button onClick={() => void signIn('/', { loginHint: email })}>
          {t('proposal.success.signInToView')}
        </Button>
      )}
      <PurchaseFeedback proposal={proposal} />
    </ShellPage>
  );
}

/** Which Direct Debit pays the months after, in the platform's words for the mandate. */
function mandateText(mandate: AccountPaymentMethod, t: Translate): string {
  return mandate.bankName && mandate.accountNumberEnding
    ? t('checkout.mandateStep.inPlace', {
        bank: mandate.bankName,
        ending: mandate.accountNumberEnding,
      })
    : t('checkout.mandateStep.inPlaceNoDetails');
}

/** The referral page (spec 000 §2): not eligible, with the reasons, and the answers to check. */
export function ReferralPage({ proposal }: { proposal: Proposal }) {
  const t = useTexts();
  const navigate = useNavigate();
  return (
    <ShellPage focusOnNavigation title={t('errors.notEligible.header')}>
      <p>{t('errors.notEligible.body')}</p>
      <ul aria-label={t('journeys.referral.reasonsLabel')}>
        {proposal.referralReasons.map((reason) => (
          <li key={reason.code}>{reason.text}</li>
        ))}
      </ul>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <ChatButton
          variant="primary"
          context={{
            proposalId: proposal.proposalCode,
            error: [
              t('errors.notEligible.header'),
              ...proposal.referralReasons.map((reason) => reason.text),
            ].join(' '),
          }}
        />
        <Button variant="secondary" onClick={() => navigate(proposalPath(proposal, 'disclosure'))}>
          {t('journeys.referral.edit')}
        </Button>
      </div>
    </ShellPage>
  );
}

/** An expired quote (spec 000 §4): a new start date reprices it. */
export function ExpiredPage({ proposal }: { proposal: Proposal }) {
  const t = useTexts();
  const dispatch = useJourneyDispatch();
  const failure = useJourneySelector(selectFailure);
  const submit = async (values: FormValues) => {
    await dispatch(
      saveChanges({
        proposalCode: proposal.proposalCode,
        changes: sectionChanges(expiredProposalForm, values),
        applyRating: true,
      }),
    );
  };
  return (
    <ShellPage
      focusOnNavigation
      title={t('proposal.expired.title')}
      subtitle={t('proposal.expired.body')}
    >
      <Failure failure={failure} />
      <FormRenderer
        t={t}
        form={expiredProposalForm}
        context={formContextOf(proposal, false)}
        onSubmit={submit}
        submitLabel="proposal.expired.submit"
        disableSubmitUntilValid={false}
      />
    </ShellPage>
  );
}
