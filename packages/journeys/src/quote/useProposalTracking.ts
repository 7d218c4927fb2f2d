import { trackProposal } from '@brand/api-client';
import { useApiClient, useCookieConsent } from '@brand/app-shell';
import { trackingValuesFrom } from '@brand/config';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  saveTrackingParameters,
  sessionStorageOrNull,
  type TrackingValues,
  takeTrackingFor,
} from './proposal-tracking';

// Tracking is marketing measurement, not needed for the service: under PECR it may be stored and
// sent only after the visitor accepted cookies. Until then the values of the URL the visitor
// arrived on are held in this page's memory only, and stored the moment they accept.
let heldSearch: string | null = null;

/** The query held since arrival while the visitor has not answered the cookie banner (tests). */
export function heldTrackingSearch(): string | null {
  return heldSearch;
}

/** Keeps the tracking parameters of the URL the visitor arrived on (spec 000 §7), with consent. */
export function useSaveTrackingParameters(): void {
  const { search } = useLocation();
  const consent = useCookieConsent();
  useEffect(() => {
    const values: TrackingValues = trackingValuesFrom(search);
    if (Object.keys(values).length > 0) heldSearch = search;
    if (consent !== true) return;
    const storage = sessionStorageOrNull();
    if (storage && heldSearch !== null) saveTrackingParameters(heldSearch, storage);
    heldSearch = null;
  }, [search, consent]);
}

/**
 * Sends the kept tracking values for the proposal on screen, once per proposal per session (the
 * proposal's impression), and only with consent. A failure is not the customer's problem: it is
 * only dropped.
 */
export function useProposalTracking(proposalCode: string | null): void {
  const api = useApiClient();
  const consent = useCookieConsent();
  useEffect(() => {
    const storage = sessionStorageOrNull();
    if (consent !== true || !proposalCode || !storage) return;
    const values = takeTrackingFor(proposalCode, storage);
    if (!values) return;
    trackProposal(api, { id: proposalCode, body: { values } }).catch(() => undefined);
  }, [api, proposalCode, consent]);
}
