// One conversation in the console (issue 19): read, followed live and answered here
// (useAgentConversation), drawn by the journeys' ConversationView beside the customer's record
// (identity facts, holdings, "Act for this customer"), or, for a visitor, their quote.
import { routerLink } from '@brand/app-shell';
import { ConversationView } from '@brand/journeys/agent-chat';
import { AppLink, Button, ErrorState, LoadingIndicator } from '@brand/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { IdentitySection, RecordHoldings } from '../customers/CustomerRecordSections';
import { useCustomerRecord } from '../customers/useCustomerRecord';
import { useStartActingFor } from '../customers/useStartActingFor';
import { AdminPage } from '../impersonation/AdminPage';
import { ChatAnnouncer } from './ChatAnnouncer';
import { useAgentConversation } from './useAgentConversation';

/** The conversation page (see the file's head). */
export function ChatConversationPage() {
  const { t } = useTranslation();
  const { conversationId = '' } = useParams();
  const { state, send, retry, close } = useAgentConversation(conversationId);
  const back = (
    <AppLink href="/chat" renderLink={routerLink}>
      {t('admin.chat.back')}
    </AppLink>
  );
  const conversation = state.conversation;
  if (state.load === 'loading' || !conversation) {
    return (
      <AdminPage title={t('admin.chat.title')}>
        {state.load === 'loading' ? (
          <LoadingIndicator label={t('admin.chat.loading')} />
        ) : (
          <ErrorState
            heading={t(state.load === 'notFound' ? 'admin.chat.notFound' : 'admin.chat.loadFailed')}
            announce
            actions={back}
          />
        )}
      </AdminPage>
    );
  }
  const name = conversation.customer.name;
  return (
    <AdminPage title={t('admin.chat.conversationTitle', { name })}>
      <ChatAnnouncer
        text={state.arrived ? t('admin.chat.newMessage', { name }) : ''}
        at={state.arrived ? Date.parse(state.arrived.sentAt) : 0}
      />
      <p>{back}</p>
      <ConversationView
        conversation={conversation}
        pending={state.pending}
        closeFailed={state.closeFailed}
        onSend={send}
        onRetry={retry}
        onClose={() => void close()}
        beside={
          conversation.customer.userId ? (
            <CustomerBeside userId={conversation.customer.userId} />
          ) : (
            <p>
              {conversation.context.proposalId
                ? t('admin.chat.visitorRecord', { proposal: conversation.context.proposalId })
                : t('admin.chat.visitorNoQuote')}
            </p>
          )
        }
      />
    </AdminPage>
  );
}

/** The signed-in customer's record beside the conversation, with acting for them. */
function CustomerBeside({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const load = useCustomerRecord(userId);
  const acting = useStartActingFor(userId);
  if (load.status === 'loading') return <LoadingIndicator label={t('admin.search.searching')} />;
  if (load.status !== 'loaded') return <p role="alert">{t('admin.record.failed')}</p>;
  return (
    <>
      <IdentitySection record={load.record} />
      <div>
        <Button onClick={acting.start} loading={acting.busy}>
          {t('admin.chat.actFor')}
        </Button>
        {acting.failed ? <p role="alert">{t('admin.record.failed')}</p> : null}
      </div>
      <RecordHoldings record={load.record} />
    </>
  );
}
