import { policyEndDate } from '@brand/domain';
import { ApiError } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import { accountResponse, listCustomerAccounts } from '../billing';
import { policyWithStatusNow } from '../policy-lifecycle';
import { insuredRegistration, listPolicies, policyVersionInForce } from '../policy-records';
import { listProposals } from '../proposals';
import { type AgentAction, agentActionsOn } from './agent-desk-audit';
import { type CustomerIdentity, findCustomerIdentity } from './customer-identity';

/** A customer's record as the agent desk shows it (GET /agent/customers/{userId}). */
export type CustomerRecordView = CustomerIdentity & {
  policies: {
    policyId: string;
    policyNumber: string;
    schemeCode: string;
    status: string;
    registration: string | null;
    startedAt: string | null;
    endsAt: string | null;
  }[];
  quotes: {
    proposalId: string;
    quoteReference: string;
    schemeCode: string;
    status: string;
    registration: string | null;
    updatedAt: string;
  }[];
  accounts: {
    accountId: string;
    accountCode: string;
    policyNumber: string;
    accountBalance: number;
    outstandingAmount: number;
    status: string;
    paymentMethodType: string | null;
  }[];
  agentActions: AgentAction[];
};

/** 404 for an id that is no customer's: unknown, an agent's or an anonymous visitor's. */
export function customerNotFound(): ApiError {
  return new ApiError('not-found', 'No customer has this user id.', { code: 'customer.notFound' });
}

/**
 * One customer's record, read through the modules that own each fact: policies with their status
 * brought up to date and the car of the version in force (policy-records, policy-lifecycle),
 * quotes (proposals), accounts with balance and outstanding amount (billing), and what agents
 * did as them or viewed of them (audit_log).
 */
export async function loadCustomerRecord(
  context: PlatformContext,
  userId: string,
): Promise<CustomerRecordView> {
  const identity = await findCustomerIdentity(context.db, userId);
  if (!identity) throw customerNotFound();
  const now = context.clock.now();
  const policies = await Promise.all(
    (await listPolicies(context.db, userId)).map(async (stored) => {
      const policy = await policyWithStatusNow(context, stored);
      const version = await policyVersionInForce(context.db, policy.id, now);
      return {
        policyId: policy.id,
        policyNumber: policy.policyNumber,
        schemeCode: policy.schemeCode,
        status: policy.status,
        registration: insuredRegistration(version),
        startedAt: policy.inceptedAt,
        endsAt: policyEndDate({ policyDetail: { ...policy, policyStatus: policy.status } }),
      };
    }),
  );
  const quotes = (await listProposals(context.db, userId))
    .filter((proposal) => proposal.status !== 'POLICY')
    .map((proposal) => {
      const vrn = proposal.data.vehicle?.vrn;
      return {
        proposalId: proposal.id,
        quoteReference: proposal.externalReference,
        schemeCode: proposal.schemeCode,
        status: proposal.status,
        registration: typeof vrn === 'string' && vrn.trim() !== '' ? vrn : null,
        updatedAt: proposal.updatedAt,
      };
    });
  const accounts = await Promise.all(
    (await listCustomerAccounts(context.db, userId)).map(async (account) => {
      const shown = await accountResponse(context.db, account);
      return {
        accountId: shown.accountId,
        accountCode: shown.accountCode,
        policyNumber: shown.policyNumber,
        accountBalance: shown.accountBalance,
        outstandingAmount: shown.outstandingAmount,
        status: shown.status,
        paymentMethodType: shown.paymentMethodType,
      };
    }),
  );
  return {
    ...identity,
    policies,
    quotes,
    accounts,
    agentActions: await agentActionsOn(context.db, userId),
  };
}
