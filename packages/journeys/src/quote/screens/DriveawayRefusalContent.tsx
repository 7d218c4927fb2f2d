// What a refusal of a second drive-away says and offers (spec 000 §4 step 4), apart from the
// dialog: the product entry shows it as a page and must not load the dialog's code.
import { useAuth, useChatAction, useHelp } from '@brand/app-shell';
import { BRAND_SETTINGS } from '@brand/config';
import { Button } from '@brand/ui';
import { useNavigate } from 'react-router';
import { useTexts } from '../../shared/texts';
import { driveawayRefusalMessage } from '../driveaway-refusal';

const actionsStyle = { display: 'flex', flexWrap: 'wrap', gap: 16 } as const;

/**
 * The ways on from a refusal: the policies held (signing in first), a flex quote, the chat (which
 * opens with the refusal's words; `onLeave` first closes a dialog, which would cover the chat).
 */
export function DriveawayRefusalActions({
  check,
  onLeave,
}: {
  check: string;
  onLeave?: () => void;
}) {
  const t = useTexts();
  const { user, signIn } = useAuth();
  const { openChat } = useHelp();
  const appChat = useChatAction();
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
        <Button
          variant="secondary"
          onClick={() => {
            if (appChat) onLeave?.();
            openChat({ error: t(driveawayRefusalMessage(check)) });
          }}
        >
          {t('errors.actions.chat')}
        </Button>
      ) : null}
    </div>
  );
}

/** What the refusal says: the failing check's message, then the flex alternative. */
export function DriveawayRefusalText({ check }: { check: string }) {
  const t = useTexts();
  return (
    <>
      <p>{t(driveawayRefusalMessage(check))}</p>
      <p>{t('errors.verificationFailed.alternatives')}</p>
    </>
  );
}

/** The refusal's words and its ways on, as the product entry's page shows them. */
export function DriveawayRefusalPanel({ check }: { check: string }) {
  return (
    <>
      <DriveawayRefusalText check={check} />
      <DriveawayRefusalActions check={check} />
    </>
  );
}
