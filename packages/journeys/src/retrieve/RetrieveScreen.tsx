import {
  HelpLink,
  helpPageUrl,
  ShellPage,
  useAuth,
  useChatAction,
  useFocusHeading,
  useHelp,
} from '@brand/app-shell';
import { BRAND_SETTINGS, retrieveForm } from '@brand/config';
import type { FormValues } from '@brand/forms';
import { FormRenderer } from '@brand/forms-react';
import { Button, ErrorModal, LoadingIndicator, Notification } from '@brand/ui';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useJourneyDispatch, useJourneySelector } from '../shared/store';
import { useTexts } from '../shared/texts';
import { RETRIEVE_HELP_PAGE } from './retrieve-help-page';
import { proposalPath, type RetrieveAnswers, retrieveQuote } from './retrieveApi';
import {
  failureDismissed,
  retrieveLeft,
  selectRetrieveBusy,
  selectRetrieveFailure,
  selectRetrieveState,
} from './retrieveSlice';

/** Props of RetrieveScreen. */
export interface RetrieveScreenProps {
  /** Opens the chat help widget from the failure modals. @default the shell's chat action (useHelp) */
  onChat?: () => void;
  /** Where the 401 modal's help page is served. @default the retrieve help page */
  helpUrl?: string;
}

/**
 * `/retrieve` and `/retrieve/{externalReference}` (spec 000 §2, anonymous only): the retrieve form
 * (reference, date of birth, postcode). Its submit stays enabled (ADR 0020): pressing it with an answer
 * missing or invalid sends nothing and shows the error summary, each error linking to its field. A retrieved
 * quote's token becomes the visitor's anonymous token and the page goes to the proposal route; a
 * 401 opens the modal with chat, sign-in and help links, a 429 asks to wait, anything else opens
 * the unknown-error modal.
 */
export function RetrieveScreen({
  onChat: onChatGiven,
  helpUrl = helpPageUrl(RETRIEVE_HELP_PAGE),
}: RetrieveScreenProps) {
  const t = useTexts();
  const help = useHelp();
  // The app's chat opens beside the page: the dialog that would cover it closes first (the contact
  // page, where there is no app chat, stacks on the dialog instead).
  const appChat = useChatAction();
  const chatAbout = (error: string) => () => {
    if (appChat) dispatch(failureDismissed());
    if (onChatGiven) onChatGiven();
    else help.openChat({ error: t(error) });
  };
  const { externalReference = '' } = useParams();
  const { status: authStatus, user, signIn } = useAuth();
  const navigate = useNavigate();
  const dispatch = useJourneyDispatch();
  const state = useJourneySelector(selectRetrieveState);
  useFocusHeading(`retrieve:${authStatus}`);
  // The store outlives the screen: leaving it leaves the next visit a fresh form.
  useEffect(() => () => void dispatch(retrieveLeft()), [dispatch]);

  if (authStatus === 'loading') return <LoadingIndicator label={t('navigation.loading')} />;
  // Retrieving is for visitors: a signed-in customer finds their quotes at home.
  if (user) return <Navigate to="/" replace />;

  const busy = selectRetrieveBusy(state);
  const failure = selectRetrieveFailure(state);
  const chat = BRAND_SETTINGS.chatWidget
    ? {
        chatLabel: t('retrieve.unauthorized.chat'),
        onChat: chatAbout('retrieve.unauthorized.header'),
      }
    : {};
  const submit = async (answers: FormValues) => {
    const outcome = await dispatch(retrieveQuote(answers as unknown as RetrieveAnswers));
    if (retrieveQuote.fulfilled.match(outcome)) navigate(proposalPath(outcome.payload));
  };

  return (
    <ShellPage title={t('retrieve.title')} subtitle={t('retrieve.description')}>
      {failure === 'tooManyAttempts' ? (
        <Notification tone="warning" title={t('journeys.retrieve.tooManyAttempts.title')}>
          {t('journeys.retrieve.tooManyAttempts.body')}
        </Notification>
      ) : null}
      <FormRenderer
        t={t}
        key={externalReference}
        form={retrieveForm}
        initialValues={externalReference ? { externalReference } : {}}
        context={{ isAnonymous: true }}
        onSubmit={submit}
        disableSubmitUntilValid={false}
        renderActions={({ submitLabel, canSubmit }) => (
          <Button type="submit" disabled={!canSubmit || busy} loading={busy}>
            {submitLabel}
          </Button>
        )}
      />
      <ErrorModal
        open={failure === 'unauthorized'}
        onClose={() => dispatch(failureDismissed())}
        header={t('retrieve.unauthorized.header')}
        content={t('retrieve.unauthorized.body')}
        closeLabel={t('errors.actions.close')}
        {...chat}
        actions={
          <>
            <Button variant="secondary" onClick={() => void signIn('/')}>
              {t('retrieve.unauthorized.signIn')}
            </Button>
            <HelpLink page={RETRIEVE_HELP_PAGE} href={helpUrl}>
              {t('retrieve.unauthorized.externalHelp')}
            </HelpLink>
          </>
        }
      />
      <ErrorModal
        open={failure === 'unknown'}
        onClose={() => dispatch(failureDismissed())}
        header={t('errors.kinds.UNEXPECTED.header')}
        content={t('errors.kinds.UNEXPECTED.body')}
        closeLabel={t('errors.actions.close')}
        {...(BRAND_SETTINGS.chatWidget
          ? {
              chatLabel: t('errors.actions.chat'),
              onChat: chatAbout('errors.kinds.UNEXPECTED.header'),
            }
          : {})}
      />
    </ShellPage>
  );
}
