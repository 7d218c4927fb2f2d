// Home's renewal banners (spec 000 §4): the signed-in customer's policies as banners, and the
// opted-out banner's reactivation, as journey thunks like every other screen's data (ADR 0027).
import { listPolicies } from '@brand/api-client';
import { createSlice } from '@reduxjs/toolkit';
import { attempt, journeyThunk } from '../shared/journey-thunk';
import { type RenewalBanner, renewalBannerOf } from './renewal-routing';
import { reactivateRenewal } from './renewalApi';

/** An opted-out banner, the one a customer can reactivate. */
export type OptedOutBanner = Extract<RenewalBanner, { kind: 'optedOut' }>;

/** The banners of the customer's policies (`renewalBanners/load/...`); aborting it cancels the call. */
export const loadRenewalBanners = journeyThunk(
  'renewalBanners/load',
  (_: undefined, { extra, signal, rejectWithValue }) =>
    attempt(async () => {
      const policies = await listPolicies(extra.api, {}, { signal });
      return Array.isArray(policies)
        ? policies.map(renewalBannerOf).filter((banner) => banner !== null)
        : [];
    }, rejectWithValue),
);

/**
 * Switches an opted-out policy's auto-renewal back on (`renewalBanners/reactivate/...`), then
 * reads the banners again so the policy shows as renewing; answers null for them when that read
 * fails (the switch itself succeeded, so it is not a failure).
 */
export const reactivateBanner = journeyThunk(
  'renewalBanners/reactivate',
  async (banner: OptedOutBanner, { extra, rejectWithValue }) => {
    await attempt(() => reactivateRenewal(extra.api, banner.policyId), rejectWithValue);
    try {
      const policies = await listPolicies(extra.api, {});
      return Array.isArray(policies)
        ? policies.map(renewalBannerOf).filter((found) => found !== null)
        : null;
    } catch {
      return null;
    }
  },
);

/** Home's renewal banners as last loaded. */
export interface RenewalBannersState {
  /** The load the state answers (home shows only the state of the load it started). */
  requestId: string | null;
  banners: RenewalBanner[];
  /** Each opted-out policy's reactivation under way or failed, by policy id. */
  reactivation: Record<string, 'busy' | 'failed'>;
  /** The banner last reactivated, whose cover now continues (said once it is done). */
  reactivated: OptedOutBanner | null;
}

/** Before anything has loaded. */
export const initialRenewalBannersState: RenewalBannersState = {
  requestId: null,
  banners: [],
  reactivation: {},
  reactivated: null,
};

/** Home's renewal banners (action types `renewalBanners/...`). */
export const renewalBannersSlice = createSlice({
  name: 'renewalBanners',
  initialState: initialRenewalBannersState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadRenewalBanners.pending, (_state, action) => ({
        ...initialRenewalBannersState,
        requestId: action.meta.requestId,
      }))
      .addCase(loadRenewalBanners.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.banners = action.payload;
      })
      // A failed read shows no banner (home stays as it is); an aborted one was left on purpose.
      .addCase(loadRenewalBanners.rejected, (state, action) => {
        if (action.meta.aborted || action.meta.requestId !== state.requestId) return;
        state.banners = [];
      })
      .addCase(reactivateBanner.pending, (state, action) => {
        state.reactivation[action.meta.arg.policyId] = 'busy';
      })
      .addCase(reactivateBanner.fulfilled, (state, action) => {
        delete state.reactivation[action.meta.arg.policyId];
        state.reactivated = action.meta.arg;
        if (action.payload) state.banners = action.payload;
      })
      .addCase(reactivateBanner.rejected, (state, action) => {
        state.reactivation[action.meta.arg.policyId] = 'failed';
      });
  },
});

/** The root state's shape as far as this slice is concerned. */
export interface WithRenewalBanners {
  renewalBanners: RenewalBannersState;
}

/** Home's renewal banners' state. */
export const selectRenewalBannersState = (state: WithRenewalBanners) => state.renewalBanners;
