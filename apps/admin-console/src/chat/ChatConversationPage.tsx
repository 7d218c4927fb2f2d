// One conversation in the console (issue 19): the messages as a live log beside the customer's
// record (identity facts, holdings, "Act for this customer"), or, for a visitor, what they were
// doing; an answer box where Enter sends; "Close conversation".
import { routerLink } from '@brand/app-shell';
import {
  AppLink,
  Button,
  DefinitionList,
  ErrorState,
  LoadingIndicator,
  Notification,
} from '@brand/ui';
import styled from '@emotion/styled';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Sections } from '../customers/CustomerRecordPage';
import { IdentitySection, RecordHoldings } from '../customers/CustomerRecordSections';
import { useCustomerRecord } from '../customers/useCustomerRecord';
import { useStartActingFor } from '../customers/useStartActingFor';
import { AdminPage } from '../impersonation/AdminPage';
import { AnswerBox } from './AnswerBox';
import type { AgentConversation } from './agent-chat-api';
import { ChatAnnouncer } from './ChatAnnouncer';
import { ConversationLog } from './ConversationLog';
import { useAgentConversation } from './useAgentConversation';

const Columns = styled.div(
  ({ theme }) => `
  display: grid;
  gap: ${theme.space.xl}px;
  align-items: start;
  @media (min-width: ${theme.breakpoints.md}px) { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
  h2 { margin: 0 0 ${theme.space.sm}px; }
`,
);

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
  const open = conversation.status === 'OPEN';
  return (
    <AdminPage title={t('admin.chat.conversationTitle', { name })}>
      <ChatAnnouncer
        text={state.arrived ? t('admin.chat.newMessage', { name }) : ''}
        at={state.arrived ? Date.parse(state.arrived.sentAt) : 0}
      />
      <p>{back}</p>
      <Columns>
        <Sections>
          <ContextSection conversation={conversation} />
          <ConversationLog conversation={conversation} pending={state.pending} onRetry={retry} />
          {open ? (
            <>
              <AnswerBox onSend={send} />
              <div>
                <Button variant="secondary" onClick={() => void close()}>
                  {t('admin.chat.close')}
                </Button>
                {state.closeFailed ? <p role="alert">{t('admin.chat.closeFailed')}</p> : null}
              </div>
            </>
          ) : (
            <Notification tone="info">
              <p>{t('admin.chat.closed')}</p>
            </Notification>
          )}
        </Sections>
        <Sections>
          {conversation.customer.userId ? (
            <CustomerBeside userId={conversation.customer.userId} />
          ) : (
            <p>
              {conversation.context.proposalId
                ? t('admin.chat.visitorRecord', { proposal: conversation.context.proposalId })
                : t('admin.chat.visitorNoQuote')}
            </p>
          )}
        </Sections>
      </Columns>
    </AdminPage>
  );
}

/** Where the customer opened the chat and what they were shown. */
function ContextSection({ conversation }: { conversation: AgentConversation }) {
  const { t } = useTranslation();
  const id = useId();
  const { context } = conversation;
  const none = t('admin.chat.context.none');
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('admin.chat.context.title')}</h2>
      <DefinitionList
        rows={[
          { id: 'page', term: t('admin.chat.context.page'), description: context.page },
          {
            id: 'proposal',
            term: t('admin.chat.context.proposal'),
            description: context.proposalId ?? none,
          },
          {
            id: 'policy',
            term: t('admin.chat.context.policy'),
            description: context.policyId ?? none,
          },
          { id: 'error', term: t('admin.chat.context.error'), description: context.error ?? none },
        ]}
      />
    </section>
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
