import { TRACKING_PARAMETERS, type TrackingParameter } from '@brand/domain';

/** Proposal tracking: URL parameters saved to session storage and sent once per proposal. */
export interface ProposalTrackingConfig {
  /** The URL parameters saved. */
  readonly parameters: readonly TrackingParameter[];
  /** Session-storage key they are kept under. */
  readonly storageKey: string;
}

/** The brand's proposal tracking. */
export const PROPOSAL_TRACKING = {
  parameters: TRACKING_PARAMETERS,
  storageKey: 'proposalTracking',
} as const satisfies ProposalTrackingConfig;

/**
 * The tracking values of a URL's query: the configured parameters that are present and not blank.
 * Empty when none are, so nothing is saved and no impression is posted.
 */
export function trackingValuesFrom(
  search: string | URLSearchParams,
  config: Pick<ProposalTrackingConfig, 'parameters'> = PROPOSAL_TRACKING,
): Partial<Record<TrackingParameter, string>> {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values: Partial<Record<TrackingParameter, string>> = {};
  for (const name of config.parameters) {
    const value = query.get(name)?.trim();
    if (value) values[name] = value;
  }
  return values;
}
