import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../shared/screen-story';
import { PolicyScreen } from './PolicyScreen';
import { policyOf } from './policy-test-data';

/** A monthly statement of £54.17, as GET /customerAccounts/A1/statements lists it. */
const statement = (id: string, number: number, status: string, outstanding: number) => ({
  statementId: id,
  statementNumber: number,
  status,
  createdAt: `2026-0${4 + number}-01T00:00:00Z`,
  paymentDueAt: `2026-0${5 + number}-01T00:00:00Z`,
  amountOutstanding: outstanding,
  statementBalance: 5417,
  subtotalBalance: 5417,
  broughtForwardBalance: 0,
  carriedForwardBalance: outstanding,
  servicePeriodStart: `2026-0${4 + number}-01`,
  servicePeriodEnd: `2026-0${4 + number}-30`,
  final: false,
  lineItems: [
    {
      lineItemId: `${id}-L1`,
      type: 'INVOICE',
      amount: 5417,
      descriptionKey: 'billing.lineItem.premium',
      descriptionValue: null,
      effectiveAt: `2026-0${4 + number}-01T00:00:00Z`,
      paymentMethodDescription: null,
      servicePeriodStart: null,
      servicePeriodEnd: null,
      status: 'POSTED',
      subType: null,
    },
  ],
});

const statements = [statement('S2', 1, 'PENDING', 5417), statement('S1', 0, 'SETTLED', 0)];

const noCard = { cardBrand: null, cardLast4: null, cardExpiryMonth: null, cardExpiryYear: null };

const meta = {
  title: 'Screens/Policy',
  component: ScreenStory,
  // A screen loads from the fake platform: the axe run waits for its heading (axe-stories.mjs);
  // no docs page (its one prop is the screen).
  tags: ['screen', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/flex/policy/:policyId/*',
    route: '/flex/policy/PL1/billing',
    screen: <PolicyScreen product="flex" />,
    platform: {
      'GET /api/policies/PL1': { status: 200, body: policyOf() },
      'GET /api/customerAccounts': {
        status: 200,
        body: [
          {
            accountId: 'A1',
            accountCode: 'ACC-1',
            accountBalance: 5417,
            outstandingAmount: 0,
            paymentDay: 1,
            paymentMethodType: 'BACS_DEBIT',
            billingType: 'MONTHLY',
            policyId: 'PL1',
            policyNumber: 'POL-1',
            status: 'ACTIVE',
          },
        ],
      },
      'GET /api/customerAccounts/A1/paymentMethods': {
        status: 200,
        body: [
          {
            paymentMethodId: 'PM1',
            type: 'CARD',
            cardBrand: 'Visa',
            cardLast4: '4242',
            cardExpiryMonth: 4,
            cardExpiryYear: 2030,
            bankName: null,
            accountNumberEnding: null,
            mandateId: null,
            mandateStatus: null,
          },
          {
            paymentMethodId: 'PM2',
            type: 'BACS_DEBIT',
            ...noCard,
            bankName: 'Barclays',
            accountNumberEnding: '11',
            mandateId: 'MD1',
            mandateStatus: 'ACTIVE',
          },
        ],
      },
      'GET /api/customerAccounts/A1/statements': { status: 200, body: statements },
      ...Object.fromEntries(
        statements.map((one) => [
          `GET /api/customerAccounts/A1/statements/${one.statementId}`,
          { status: 200, body: one },
        ]),
      ),
      'GET /api/customerAccounts/A1/nextStatementEstimate': {
        status: 200,
        body: [
          {
            amount: 5417,
            statementNumber: 2,
            paymentDueAt: '2026-07-01T00:00:00Z',
            servicePeriodStart: '2026-06-01',
            servicePeriodEnd: '2026-06-30',
          },
        ],
      },
    },
  },
  argTypes: { screen: { control: false }, platform: { control: false } },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The policy's billing: the account, its payment methods, the latest statement and the next. */
export const Billing: Story = {};

/** The policy's details: its answers, auto-renewal, cover, add-ons and excess, the premium beside them. */
export const Details: Story = { args: { route: '/flex/policy/PL1/details' } };

/** A renewed policy cannot be shown: the page says so (spec 001 §8's configuration error). */
export const Renewed: Story = {
  args: {
    route: '/flex/policy/PL1/details',
    platform: {
      'GET /api/policies/PL1': {
        status: 200,
        body: policyOf({}, { policyStatus: 'RENEWED' }),
      },
    },
  },
};
