// The add-ons change (spec 001 §2 `add-ons`, §3 ADD_COVER / REMOVE_COVER): the product's optional
// covers the policy's quote offers, ticked as chosen now; saving sends one change per cover
// added or removed, and the review follows at `add-ons/review/{adjustmentId}`.
import { productConfigFor } from '@brand/config';
import { Button, CheckboxGroup } from '@brand/ui';
import { type FormEvent, useId, useState } from 'react';
import { Navigate } from 'react-router';
import { Failure } from '../../shared/Failure';
import { useTexts } from '../../shared/texts';
import { policyPagePath } from '../policy-page-model';
import type { Policy } from '../policyApi';
import type { AdjustmentChange } from './adjustment-types';
import { ManagementPage } from './ManagementPage';
import type { Editor } from './use-editor';
import { useAdjustmentSubmit } from './useAdjustmentSubmit';

/** The optional covers the policy offers (codes), and those chosen now. */
export function addOnsOf(policy: Policy): { offered: string[]; chosen: string[] } {
  const optional = new Set<string>(productConfigFor(policy.productUrlName).covers.optional);
  const options = (policy.currentPolicyVersion?.quote?.coverOptions ?? []).filter(
    (option) => option.coverGroup === 'optional' && optional.has(option.code),
  );
  return {
    offered: options.map((option) => option.code),
    chosen: options.filter((option) => option.selected).map((option) => option.code),
  };
}

/** The changes from the chosen covers to the ticked ones: one per cover added or removed. */
export function addOnChanges(
  chosen: readonly string[],
  ticked: readonly string[],
): AdjustmentChange[] {
  return [
    ...ticked
      .filter((code) => !chosen.includes(code))
      .map((coverCode) => ({ type: 'ADD_COVER' as const, coverCode })),
    ...chosen
      .filter((code) => !ticked.includes(code))
      .map((coverCode) => ({ type: 'REMOVE_COVER' as const, coverCode })),
  ];
}

/** The add-ons change; a policy offering none goes to its page. */
export function AddOnsPage({ policy, editor }: { policy: Policy; editor: Editor }) {
  const t = useTexts();
  const id = useId();
  const adjustment = useAdjustmentSubmit(policy, editor, { kind: 'addOns' });
  const { offered, chosen } = addOnsOf(policy);
  const [ticked, setTicked] = useState<string[]>(chosen);
  const [error, setError] = useState<string | null>(null);
  if (offered.length === 0) return <Navigate replace to={policyPagePath(policy)} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = addOnChanges(chosen, ticked);
    if (changes.length === 0) {
      setError(t('management.unchanged'));
      return;
    }
    setError(null);
    await adjustment.submit({ adjustmentType: 'MTA', policyId: policy.policyId, changes });
  };

  return (
    <ManagementPage
      policy={policy}
      title={t('management.addOns.title')}
      up={{ href: policyPagePath(policy), text: t('management.back') }}
    >
      <Failure failure={adjustment.failure} />
      <form onSubmit={submit} noValidate>
        <CheckboxGroup
          id={`${id}-add-ons`}
          name="addOns"
          label={t('management.addOns.title')}
          hideLabel
          value={ticked}
          onChange={(value) => {
            setTicked(value);
            setError(null);
          }}
          options={offered.map((code) => ({
            value: code,
            label: t(`covers.codes.${code}.name`),
          }))}
          {...(error ? { error } : {})}
        />
        <Button type="submit" loading={adjustment.saving}>
          {t('management.continue')}
        </Button>
      </form>
      {adjustment.modals}
    </ManagementPage>
  );
}
