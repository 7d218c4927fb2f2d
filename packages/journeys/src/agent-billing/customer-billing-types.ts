// What finance's billing view shows: the platform's answer to GET /agent/customers/{id}/billing.
import type { GetCustomerBillingResult } from '@brand/api-client';

/** Every account of a customer with its statements and payment methods. */
export type CustomerBilling = GetCustomerBillingResult;
/** One account of the customer, with its statements (newest first) and payment methods. */
export type CustomerBillingAccount = CustomerBilling['accounts'][number];
/** A statement of an account, with its line items. */
export type CustomerBillingStatement = CustomerBillingAccount['statements'][number];
