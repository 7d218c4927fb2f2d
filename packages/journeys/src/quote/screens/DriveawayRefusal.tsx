// The refusal of a second drive-away (spec 000 §4 step 4): the check's own message and what the
// person can do instead: see the drive-away cover they hold, get a flex quote, or chat to us.
// Every button has its own name; the dialog's only "Close" is its close button (WCAG 2.4.6).
import { Modal } from '@brand/ui';
import { useTexts } from '../../shared/texts';
import { DriveawayRefusalActions, DriveawayRefusalText } from './DriveawayRefusalContent';

/** The refusal as a dialog, over the page where it was met (a section's save, the summary). */
export function DriveawayRefusalDialog({
  check,
  onClose,
  returnFocusTo = null,
}: {
  check: string;
  onClose: () => void;
  /** The button whose save was refused (disabled while it saved, so the dialog cannot tell). */
  returnFocusTo?: HTMLElement | null;
}) {
  const t = useTexts();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('errors.verificationFailed.header')}
      closeLabel={t('journeys.modal.close')}
      returnFocusTo={returnFocusTo}
      footer={<DriveawayRefusalActions check={check} onLeave={onClose} />}
    >
      <DriveawayRefusalText check={check} />
    </Modal>
  );
}
