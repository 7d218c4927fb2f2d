import { useAuth } from '@brand/app-shell';
import { BRAND_CONTACT } from '@brand/config';
import { Button, Modal } from '@brand/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ChatButton } from '../../shared/ChatButton';
import { useJourneyDispatch, useJourneySelector } from '../../shared/store';
import { useTexts } from '../../shared/texts';
import { driveawayRefusalOfChecks, driveawayRefusalOfFailure } from '../driveaway-refusal';
import { verificationFailureMessage } from '../quote-routing';
import type { Proposal } from '../quoteApi';
import { failureCleared, modalClosed, selectFailure, selectModal } from '../quoteSlice';
import { OutstandingBalanceModal } from './OutstandingBalanceModal';

// The refusal of a second drive-away loads only when one is met (the first load's budget).
const LazyRefusalDialog = lazy(() =>
  import('./DriveawayRefusal').then((m) => ({ default: m.DriveawayRefusalDialog })),
);

function DriveawayRefusalDialog(props: {
  check: string;
  onClose: () => void;
  returnFocusTo?: HTMLElement | null;
}) {
  return (
    <Suspense fallback={null}>
      <LazyRefusalDialog {...props} />
    </Suspense>
  );
}

/**
 * The element focused last outside a dialog. The save that meets the early refusal disables its
 * button while it runs, so focus has left it (for the body) by the time the dialog opens and the
 * dialog cannot tell what opened it; this remembers the button.
 */
function useLastFocused() {
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest('[role="dialog"]')) {
        last.current = target;
      }
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  return last;
}

/**
 * The quote journey's modals: ID check failed, verification failed, account conflict, outstanding
 * balance (spec 000 §4), and the refusal of a second drive-away. The header's close button is each
 * modal's only "Close": a footer button of the same name would be two buttons named alike.
 */
export function QuoteModals({ proposal }: { proposal: Proposal }) {
  const t = useTexts();
  const modal = useJourneySelector(selectModal);
  const failure = useJourneySelector(selectFailure);
  const dispatch = useJourneyDispatch();
  const { signIn } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The early refusal arrives as the failed save of a section: it is shown here, in its dialog,
  // and taken off the page's error notification (which would only say "something went wrong").
  const [refused, setRefused] = useState<{ check: string; returnTo: HTMLElement | null } | null>(
    null,
  );
  const lastFocused = useLastFocused();
  const earlyRefusal = driveawayRefusalOfFailure(failure);
  useEffect(() => {
    if (!earlyRefusal) return;
    setRefused({ check: earlyRefusal, returnTo: lastFocused.current });
    dispatch(failureCleared());
  }, [earlyRefusal, dispatch, lastFocused]);
  const close = () => dispatch(modalClosed());
  if (refused) {
    return (
      <DriveawayRefusalDialog
        check={refused.check}
        onClose={() => setRefused(null)}
        returnFocusTo={refused.returnTo}
      />
    );
  }
  if (modal?.kind === 'idCheckFailed') {
    return (
      <Modal
        open
        onClose={close}
        title={t('errors.idCheckFailed.header')}
        closeLabel={t('journeys.modal.close')}
      >
        <p>
          {t('errors.idCheckFailed.body', {
            email: BRAND_CONTACT.documentsEmail,
            reference: proposal.externalReference,
          })}
        </p>
      </Modal>
    );
  }
  if (modal?.kind === 'verificationFailed') {
    // The verify step runs the same drive-away rule: a refusal on it shows the same dialog.
    const driveaway = driveawayRefusalOfChecks(modal.checks);
    if (driveaway) return <DriveawayRefusalDialog check={driveaway} onClose={close} />;
    const message = verificationFailureMessage(modal.checks);
    return (
      <Modal
        open
        onClose={close}
        title={t('errors.verificationFailed.header')}
        closeLabel={t('journeys.modal.close')}
        footer={
          <ChatButton
            variant="primary"
            onBeforeOpen={close}
            context={{
              proposalId: proposal.proposalCode,
              error: t(message.key, message.checkKey ? { check: t(message.checkKey) } : undefined),
            }}
          />
        }
      >
        <p>{t(message.key, message.checkKey ? { check: t(message.checkKey) } : undefined)}</p>
      </Modal>
    );
  }
  if (modal?.kind === 'accountConflict') {
    return (
      <Modal
        open
        onClose={close}
        title={t('proposal.accountSetup.conflict.title')}
        closeLabel={t('journeys.modal.close')}
        footer={
          <Button onClick={() => void signIn(pathname)}>
            {t('proposal.accountSetup.conflict.signIn')}
          </Button>
        }
      >
        <p>{t('proposal.accountSetup.conflict.body')}</p>
      </Modal>
    );
  }
  if (modal?.kind === 'outstandingBalance') {
    return (
      <OutstandingBalanceModal
        outstandingAmount={modal.outstandingAmount}
        onClose={close}
        onConfirm={() => {
          close();
          navigate('/');
        }}
      />
    );
  }
  return null;
}
