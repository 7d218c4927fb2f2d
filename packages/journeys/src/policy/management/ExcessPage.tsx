// The voluntary excess change (spec 001 §2 `excess`, §5): one of the product's options, in its
// columns. A customer may change it only where the product makes it adjustable; an agent always.
import { productConfigFor } from '@brand/config';
import { formatGBPFromPounds } from '@brand/domain';
import { Button, type ChoiceColumns, RadioGroup } from '@brand/ui';
import { type FormEvent, useId, useState } from 'react';
import { Navigate } from 'react-router';
import { Failure } from '../../shared/Failure';
import { useTexts } from '../../shared/texts';
import type { Policy } from '../policyApi';
import { canChangeExcess } from './ManagementIndexPage';
import { ManagementPage } from './ManagementPage';
import { managementPath } from './management-model';
import type { Editor } from './use-editor';
import { useAdjustmentSubmit } from './useAdjustmentSubmit';

/** The excess change; where it cannot be changed, the index. */
export function ExcessPage({ policy, editor }: { policy: Policy; editor: Editor }) {
  const t = useTexts();
  const id = useId();
  const adjustment = useAdjustmentSubmit(policy, editor, { kind: 'excess' });
  const current = policy.currentPolicyVersion?.quote?.voluntaryExcess ?? 0;
  const [chosen, setChosen] = useState<string>(String(current));
  const [error, setError] = useState<string | null>(null);
  if (!canChangeExcess(policy, editor)) return <Navigate replace to={managementPath(policy)} />;
  const { voluntaryExcess, columns } = productConfigFor(policy.productUrlName).excess;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const excess = Number(chosen);
    if (!voluntaryExcess.includes(excess)) {
      setError(t('validation.required'));
      return;
    }
    if (excess === current) {
      setError(t('management.excess.same'));
      return;
    }
    setError(null);
    await adjustment.submit({
      adjustmentType: 'MTA',
      policyId: policy.policyId,
      changes: [{ type: 'SELECT_VOLUNTARY_EXCESS', excess }],
    });
  };

  return (
    <ManagementPage
      policy={policy}
      title={t('management.excess.title')}
      up={{ href: managementPath(policy), text: t('management.backToIndex') }}
    >
      <p>{t('management.excess.current', { amount: formatGBPFromPounds(current) })}</p>
      <Failure failure={adjustment.failure} />
      <form onSubmit={submit} noValidate>
        <RadioGroup
          id={`${id}-excess`}
          name="voluntaryExcess"
          label={t('management.review.excess')}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setError(null);
          }}
          options={voluntaryExcess.map((option) => ({
            value: String(option),
            label: formatGBPFromPounds(option),
          }))}
          columns={columns as ChoiceColumns}
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
