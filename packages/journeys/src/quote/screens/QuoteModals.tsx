import { useAuth } from '@brand/app-shell';
import { BRAND_CONTACT } from '@brand/config';
import type { Translate } from '@brand/forms/react';
import { Button, Modal } from '@brand/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useJourneyDispatch, useJourneySelector } from '../../shared/store';
import { driveawayRefusalOfChecks, driveawayRefusalOfFailure } from '../driveaway-refusal';
import { verificationFailureMessage } from '../quote-routing';
import type { Proposal } from '../quoteApi';
import { failureCleared, modalClosed, selectFailure, selectModal } from '../quoteSlice';
import { DriveawayRefusalDialog } from './DriveawayRefusal';
import { OutstandingBalanceModal } from './OutstandingBalanceModal';

/**
 * The quote journey's modals: ID check failed, verification failed, account conflict, outstanding
 * balance (spec 000 §4), and the refusal of a second drive-away. The header's close button is each
 * modal's only "Close": a footer button of the same name would be two buttons named alike.
 */
export function QuoteModals({ proposal, t }: { proposal: Proposal; t: Translate }) {
  const modal = useJourneySelector(selectModal);
  const failure = useJourneySelector(selectFailure);
  const dispatch = useJourneyDispatch();
  const { signIn } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The early refusal arrives as the failed save of a section: it is shown here, in its dialog,
  // and taken off the page's error notification (which would only say "something went wrong").
  const [refused, setRefused] = useState<string | null>(null);
  const earlyRefusal = driveawayRefusalOfFailure(failure);
  useEffect(() => {
    if (!earlyRefusal) return;
    setRefused(earlyRefusal);
    dispatch(failureCleared());
  }, [earlyRefusal, dispatch]);
  const close = () => dispatch(modalClosed());
  if (refused) {
    return <DriveawayRefusalDialog check={refused} onClose={() => setRefused(null)} t={t} />;
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
    if (driveaway) return <DriveawayRefusalDialog check={driveaway} onClose={close} t={t} />;
    const message = verificationFailureMessage(modal.checks);
    return (
      <Modal
        open
        onClose={close}
        title={t('errors.verificationFailed.header')}
        closeLabel={t('journeys.modal.close')}
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
        t={t}
      />
    );
  }
  return null;
}
