// The outstanding-balance modal (spec 000 §4 "An outstanding balance blocks activation until paid
// (modal offers confirm to home)", §8): Confirm on the summary met a 402 from POST /customerAccounts.
// Its confirm goes home, where the outstanding-balance notification offers Pay now by card.
import { formatGBP } from '@brand/domain';
import { Button, Modal } from '@brand/ui';
import { useTexts } from '../../shared/texts';

/** Props of OutstandingBalanceModal. */
export interface OutstandingBalanceModalProps {
  /** What is owed on the other policy, in pence; null when the platform did not say. */
  outstandingAmount: number | null;
  /** Confirm: go home to pay. */
  onConfirm: () => void;
  /** The close button, Escape or the backdrop: back to the summary. */
  onClose: () => void;
}

/** Says what is owed, that it must be paid before this policy can start, and where to pay it. */
export function OutstandingBalanceModal({
  outstandingAmount,
  onConfirm,
  onClose,
}: OutstandingBalanceModalProps) {
  const t = useTexts();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('errors.outstandingBalance.header')}
      closeLabel={t('journeys.modal.close')}
      footer={<Button onClick={onConfirm}>{t('errors.outstandingBalance.confirm')}</Button>}
    >
      <p>
        {outstandingAmount === null
          ? t('errors.outstandingBalance.bodyNoAmount')
          : t('errors.outstandingBalance.body', { amount: formatGBP(outstandingAmount) })}
      </p>
      <p>{t('errors.outstandingBalance.howToPay')}</p>
    </Modal>
  );
}
