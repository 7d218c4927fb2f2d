import type { Migration } from './index';

/**
 * A policy version keeps its own choices (the voluntary excess and optional covers an adjustment
 * gave it; empty: the bought proposal's apply), so every reader of a version, the documents
 * among them, states the same excess and covers as the policy page. Until now only the
 * adjustments module could read them, from the adjustment that made the version, and the schedule
 * PDF printed the excess the policy was bought with after a change. Versions already made by a
 * confirmed adjustment take its choices.
 */
export const POLICY_VERSION_CHOICES: Migration = {
  id: '0023-policy-version-choices',
  statements: [
    `ALTER TABLE policy_versions ADD COLUMN choices jsonb NOT NULL DEFAULT '{}'::jsonb`,
    `UPDATE policy_versions v
        SET choices = jsonb_strip_nulls(jsonb_build_object(
          'voluntaryExcess', a.priced -> 'voluntaryExcess',
          'optionalCovers', a.priced -> 'optionalCovers'))
       FROM policy_adjustments a
      WHERE a.policy_id = v.policy_id AND a.result_version = v.version
        AND a.status = 'CONFIRMED'`,
  ],
};
