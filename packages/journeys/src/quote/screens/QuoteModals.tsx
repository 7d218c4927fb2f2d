import { useAuth } from '@brand/app-shell';
import { BRAND_CONTACT } from '@brand/config';
import type { Translate } from '@brand/forms/react';
import { Button, Modal } from '@brand/ui';
import { useLocation, useNavigate } from 'react-router';
import { useJourneyDispatch, useJourneySelector } from '../../shared/store';
import { verificationFailureMessage } from '../quote-routing';
import type { Proposal } from '../quoteApi';
import { modalClosed, selectModal } from '../quoteSlice';
import { OutstandingBalanceModal } from './OutstandingBalanceModal';

/**
 * The quote journey's modals: ID check failed, verification failed, account conflict, outstanding
 * balance (spec 000 §4).
 */
export function QuoteModals({ proposal, t }: { proposal: Proposal; t: Translate }) {
  const modal = useJourneySelector(selectModal);
  const dispatch = useJourneyDispatch();
  const { signIn } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const close = () => dispatch(modalClosed());
  const closeButton = (
    <Button variant="secondary" onClick={close}>
      {t('journeys.modal.close')}
    </Button>
  );
  if (modal?.kind === 'idCheckFailed') {
    return (
      <Modal
        open
        onClose={close}
        title={t('errors.idCheckFailed.header')}
        closeLabel={t('journeys.modal.close')}
        footer={closeButton}
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
    const message = verificationFailureMessage(modal.checks);
    return (
      <Modal
        open
        onClose={close}
        title={t('errors.verificationFailed.header')}
        closeLabel={t('journeys.modal.close')}
        footer={closeButton}
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
