// The renewal route's pages (spec 000 §2 "Renewal"): the renewal quote, the referral page and the
// error of an unsupported status.
import { routerLink, ShellPage } from '@brand/app-shell';
import type { Translate } from '@brand/forms';
import { AppLink, Notification, PremiumSummary } from '@brand/ui';
import { ChatButton } from '../../shared/ChatButton';
import { longDate, schemeOf } from '../../shared/proposal-model';
import { useTexts } from '../../shared/texts';
import { currentPremiumOf, type RenewalProposal, renewalPath } from '../renewal-routing';
import { RenewalPriceCheck } from './RenewalPriceCheck';

// The pages' blocks (notice, premium, answers, links) a step apart on every width.
const STACK = { display: 'grid', gap: 24 } as const;

/** Props of the renewal pages. */
export interface RenewalPageProps {
  proposal: RenewalProposal;
}

function subtitleOf(proposal: RenewalProposal, t: Translate) {
  const policyNumber = proposal.sourcePolicy?.policyNumber;
  return policyNumber ? t('renewal.quote.subtitle', { policyNumber }) : undefined;
}

function RenewalLinks({ proposal }: RenewalPageProps) {
  const t = useTexts();
  const path = (page = '') => renewalPath(schemeOf(proposal), proposal.proposalCode, page);
  return (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12 }}>
      {proposal.status === 'POLICY' ? null : (
        <li>
          <AppLink href={path('opt-out')} renderLink={routerLink}>
            {t('renewal.quote.optOut')}
          </AppLink>
        </li>
      )}
      <li>
        <AppLink href="/" renderLink={routerLink}>
          {t('renewal.quote.home')}
        </AppLink>
      </li>
    </ul>
  );
}

function AnswersSection({ proposal }: RenewalPageProps) {
  const t = useTexts();
  if (proposal.status === 'POLICY') return null;
  return (
    <section aria-labelledby="renewal-answers">
      <h2 id="renewal-answers">{t('renewal.quote.answersHeading')}</h2>
      <p>{t('renewal.quote.answersBody')}</p>
      <p>
        <AppLink
          href={renewalPath(schemeOf(proposal), proposal.proposalCode, 'disclosure')}
          renderLink={routerLink}
        >
          {t('renewal.quote.editAnswers')}
        </AppLink>
      </p>
    </section>
  );
}

/**
 * The renewal quote (QUOTE, or POLICY once renewed): the premium now and from the renewal date,
 * that nothing needs doing while automatic renewal is on, the answers to check, and the opt-out.
 */
export function RenewalQuotePage({ proposal }: RenewalPageProps) {
  const t = useTexts();
  const active = proposal.quote?.availablePaymentSchedules.find((schedule) => schedule.active);
  const current = currentPremiumOf(proposal.sourcePolicy?.quote);
  const date = longDate(proposal.startAt);
  return (
    <ShellPage
      focusOnNavigation
      title={t('renewal.quote.title')}
      subtitle={subtitleOf(proposal, t)}
    >
      <div style={STACK}>
        {proposal.status === 'POLICY' ? (
          <Notification tone="success" announce={false}>
            <p>{t('renewal.quote.renewed')}</p>
          </Notification>
        ) : (
          <Notification tone="info" announce={false}>
            <p>{t('renewal.quote.autoRenews', { date })}</p>
          </Notification>
        )}
        {active ? (
          <PremiumSummary
            heading={t('renewal.quote.premiumHeading')}
            lines={[
              ...(current === null
                ? []
                : [{ id: 'current', header: t('renewal.quote.current'), currentAmount: current }]),
              {
                id: 'renewal',
                header: t('renewal.quote.renewal'),
                currentAmount: active.totals.discounted,
              },
            ]}
            extra={{ ipt: t('quote.premium.ipt', { rate: 12 }) }}
          />
        ) : null}
        {proposal.quote && proposal.status !== 'POLICY' ? (
          <RenewalPriceCheck quote={proposal.quote} />
        ) : null}
        <p>{t('renewal.quote.startsOn', { date })}</p>
        <p>
          <ChatButton
            variant="primary"
            context={{ proposalId: proposal.proposalCode, error: t('renewal.referral.title') }}
          />
        </p>
        <AnswersSection proposal={proposal} />
        <RenewalLinks proposal={proposal} />
      </div>
    </ShellPage>
  );
}

/** The renewal referral (REFERRAL): the cover ends on its renewal date unless we talk. */
export function RenewalReferralPage({ proposal }: RenewalPageProps) {
  const t = useTexts();
  const endsAt = proposal.sourcePolicy?.detail?.expiredAt ?? proposal.startAt;
  return (
    <ShellPage
      focusOnNavigation
      title={t('renewal.referral.title')}
      subtitle={subtitleOf(proposal, t)}
    >
      <div style={STACK}>
        <Notification tone="warning" announce={false}>
          <p>{t('renewal.referral.body', { date: longDate(endsAt) })}</p>
        </Notification>
        {proposal.referralReasons.length > 0 ? (
          <ul aria-label={t('renewal.referral.reasonsLabel')}>
            {proposal.referralReasons.map((reason) => (
              <li key={reason.code}>{reason.text}</li>
            ))}
          </ul>
        ) : null}
        <AnswersSection proposal={proposal} />
        <RenewalLinks proposal={proposal} />
      </div>
    </ShellPage>
  );
}

/** A renewal in a status the renewal journey does not support (spec 000 §2, §8): an error. */
export function RenewalUnsupportedPage() {
  const t = useTexts();
  return (
    <ShellPage focusOnNavigation title={t('renewal.unsupported.title')}>
      <Notification tone="critical" announce={false}>
        <p>{t('renewal.unsupported.body')}</p>
      </Notification>
      <p>
        <ChatButton context={{ error: t('renewal.unsupported.title') }} />
      </p>
      <p>
        <AppLink href="/" renderLink={routerLink}>
          {t('renewal.quote.home')}
        </AppLink>
      </p>
    </ShellPage>
  );
}
