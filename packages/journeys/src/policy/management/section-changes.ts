// A management section's answers as an adjustment's changes (spec 001 §3 change types): only the
// answers that differ from the policy's, as update entries of the change the section makes.
import type { ManagementSection } from '@brand/config';
import { deepEqual, type FormValues, getValue } from '@brand/forms';
import type { Policy } from '../policyApi';
import type { AdjustmentChange, AdjustmentRequest, AdjustmentUpdate } from './adjustment-types';
import { policyAnswersOf } from './management-model';

/** The inputs whose answers differ from the policy's, as update entries. */
export function changedAnswers(
  form: { inputs: readonly { name: string; type?: string }[] },
  values: FormValues,
  before: FormValues,
): AdjustmentUpdate[] {
  const updates: AdjustmentUpdate[] = [];
  for (const input of form.inputs) {
    if (input.type === 'hidden') continue;
    const value = getValue(values, input.name);
    if (value === undefined || deepEqual(value, getValue(before, input.name))) continue;
    updates.push({ path: input.name, value });
  }
  return updates;
}

function coreAssetCode(policy: Pick<Policy, 'currentPolicyVersion'>): string | undefined {
  const assets = policy.currentPolicyVersion?.quote?.insuredAssets ?? [];
  return (assets.find((asset) => asset.coreAsset) ?? assets[0])?.assetCode;
}

function policyholderCode(policy: Pick<Policy, 'currentPolicyVersion'>): string | undefined {
  const profiles = policy.currentPolicyVersion?.quote?.insuredProfiles ?? [];
  return (profiles.find((profile) => profile.policyholder) ?? profiles[0])?.profileCode;
}

/**
 * The adjustment a section's saved form asks for, or null when nothing changed. The vehicle is an
 * asset's disclosure, about-you the policyholder's profile, the start date a start-date
 * adjustment (SDA); every other section changes the policy's own answers.
 */
export function sectionAdjustment(
  policy: Policy,
  section: Pick<ManagementSection, 'id'>,
  form: { inputs: readonly { name: string; type?: string }[] },
  values: FormValues,
): Omit<AdjustmentRequest, 'effectiveAt'> | null {
  const update = changedAnswers(form, values, policyAnswersOf(policy));
  if (update.length === 0) return null;
  let change: AdjustmentChange;
  if (section.id === 'vehicle') {
    const assetCode = coreAssetCode(policy);
    change = { type: 'ASSET_DISCLOSURE_CHANGE', ...(assetCode ? { assetCode } : {}), update };
  } else if (section.id === 'about-you') {
    const profileCode = policyholderCode(policy);
    change = { type: 'PROFILE_DISCLOSURE_CHANGE', ...(profileCode ? { profileCode } : {}), update };
  } else if (section.id === 'start-date') {
    change = { type: 'START_DATE_CHANGE', update };
  } else {
    change = { type: 'QUOTE_DISCLOSURE_CHANGE', update };
  }
  return {
    adjustmentType: section.id === 'start-date' ? 'SDA' : 'MTA',
    policyId: policy.policyId,
    changes: [change],
  };
}
