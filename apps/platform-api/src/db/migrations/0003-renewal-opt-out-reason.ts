import type { Migration } from './index';

/** Why a customer switched a policy's auto-renewal off (a cancellation reason, 'Other|text'). */
export const RENEWAL_OPT_OUT_REASON: Migration = {
  id: '0003-renewal-opt-out-reason',
  statements: [
    'ALTER TABLE policies ADD COLUMN auto_renewal_opt_out_reason text',
    'ALTER TABLE policies ADD COLUMN auto_renewal_changed_at timestamptz',
  ],
};
