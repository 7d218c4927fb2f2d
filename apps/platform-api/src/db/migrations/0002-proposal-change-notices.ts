import type { Migration } from './index';

/** The channel a proposal's code is announced on when it (or its upsell) changes. */
export const PROPOSAL_CHANGED_CHANNEL = 'proposal_changed';

/**
 * Announces every committed change of a proposal, whoever makes it (a request, a job, another
 * instance), so read caches drop what they hold. An upsell's change is announced for its source
 * too, whose response shows the upsell's status. NOTIFY is delivered on commit, never on rollback.
 */
export const PROPOSAL_CHANGE_NOTICES: Migration = {
  id: '0002-proposal-change-notices',
  statements: [
    `CREATE FUNCTION announce_proposal_change() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE
       changed proposals%ROWTYPE;
     BEGIN
       IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
       PERFORM pg_notify('${PROPOSAL_CHANGED_CHANNEL}', changed.id);
       IF changed.source_proposal_id IS NOT NULL THEN
         PERFORM pg_notify('${PROPOSAL_CHANGED_CHANNEL}', changed.source_proposal_id);
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER proposals_announce_change
       AFTER INSERT OR UPDATE OR DELETE ON proposals
       FOR EACH ROW EXECUTE FUNCTION announce_proposal_change()`,
  ],
};
