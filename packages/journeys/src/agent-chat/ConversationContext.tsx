import { DefinitionList } from '@brand/ui';
import { useId } from 'react';
import { useTexts } from '../shared/texts';
import type { AgentConversation } from './agent-chat-types';

/** Props of ConversationContext. */
export interface ConversationContextProps {
  /** Where the customer opened the chat: page, quote or policy, the error they saw. */
  context: AgentConversation['context'];
}

/** Where the customer opened the chat and what they were shown; "Not given" for what they were not. */
export function ConversationContext({ context }: ConversationContextProps) {
  const t = useTexts();
  const id = useId();
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
