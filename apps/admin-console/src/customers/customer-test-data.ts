// The customer the console tests find and act for, as the platform's agent-desk calls answer.

/** Jane's record as GET /api/agent/customers/user_jane answers it. */
export const JANE_RECORD = {
  userId: 'user_jane',
  firstName: 'Jane',
  lastName: 'Smith',
  dateOfBirth: '1985-04-12',
  postcode: 'SW1A 2AA',
  email: 'jane@example.com',
  phone: '07700 900123',
  policies: [
    {
      policyId: 'PL1',
      policyNumber: 'MINI-FLX-000001',
      schemeCode: 'BRAND-FLEX',
      status: 'ACTIVE',
      registration: 'MN22 ELC',
      startedAt: '2026-03-01T00:00:00.000Z',
      endsAt: null,
    },
  ],
  quotes: [
    {
      proposalId: 'PR2',
      quoteReference: 'Q-000002',
      schemeCode: 'BRAND-DRIVEAWAY',
      status: 'QUOTE',
      registration: 'AB12 CDE',
      updatedAt: '2026-03-02T09:00:00.000Z',
    },
  ],
  accounts: [
    {
      accountId: 'A1',
      accountCode: 'ACC-1',
      policyNumber: 'MINI-FLX-000001',
      accountBalance: 5417,
      outstandingAmount: 0,
      status: 'ACTIVE',
      paymentMethodType: 'BACS_DEBIT',
    },
  ],
  agentActions: [
    {
      at: '2026-03-02T10:15:00.000Z',
      agentUserId: 'user_agent',
      agentName: 'Alex Agent',
      action: 'impersonation.call',
      target: 'GET /api/policies',
    },
  ],
};

/** Jane as a search result. */
export const JANE_RESULT = {
  userId: JANE_RECORD.userId,
  firstName: JANE_RECORD.firstName,
  lastName: JANE_RECORD.lastName,
  dateOfBirth: JANE_RECORD.dateOfBirth,
  postcode: JANE_RECORD.postcode,
  email: JANE_RECORD.email,
  phone: JANE_RECORD.phone,
  matchedOn: 'registration',
  policies: JANE_RECORD.policies.map(({ startedAt: _s, endsAt: _e, ...policy }) => policy),
  quotes: JANE_RECORD.quotes.map(({ updatedAt: _u, ...quote }) => quote),
};
