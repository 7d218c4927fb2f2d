// The refusal of a second drive-away (spec 000 §4 step 4): the check's own message and what the
// person can do instead: see the drive-away cover they hold, get a flex quote, or chat to us.
// Every button has its own name; the dialog's only "Close" is its close button (WCAG 2.4.6).
import { useAuth, useHelp } from '@brand/app-shell';
import { BRAND_SETTINGS } from '@brand/config';
import type { Translate } from '@brand/forms/react';
import { Button, Modal } from '@brand/ui';
import { useNavigate } from 'react-router';
import { driveawayRefusalMessage } from '../driveaway-refusal';

const actionsStyle = { display: 'flex', flexWrap: 'wrap', gap: 16 } as const;

/** The ways on from a refusal: the policies held (signing in first), a flex quote, the chat. */
export function DriveawayRefusalActions({ t }: { t: Translate }) {
  const { user, signIn } = useAuth();
  const { openChat } = useHelp();
  const navigate = useNavigate();
  return (
    <div style={actionsStyle}>
      <Button onClick={() => (user ? navigate('/') : void signIn('/'))}>
        {t('errors.verificationFailed.actions.policies')}
      </Button>
      <Button variant="secondary" onClick={() => navigate('/flex')}>
        {t('errors.verificationFailed.actions.flexQuote')}
      </Button>
      {BRAND_SETTINGS.chatWidget ? (
        <Button variant="secondary" onClick={openChat}>
          {t('errors.actions.chat')}
        </Button>
      ) : null}
    </div>
  );
}

/** What the refusal says: the failing check's message, then the flex alternative. */
export function DriveawayRefusalText({ check, t }: { check: string; t: Translate }) {
  return (
    <>
      <p>{t(driveawayRefusalMessage(check))}</p>
      <p>{t('errors.verificationFailed.alternatives')}</p>
    </>
  );
}

/** The refusal as a dialog, over the page where it was met (a section's save, the summary). */
export function DriveawayRefusalDialog({
  check,
  onClose,
  t,
}: {
  check: string;
  onClose: () => void;
  t: Translate;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title={t('errors.verificationFailed.header')}
      closeLabel={t('journeys.modal.close')}
      footer={<DriveawayRefusalActions t={t} />}
    >
      <DriveawayRefusalText check={check} t={t} />
    </Modal>
  );
}
