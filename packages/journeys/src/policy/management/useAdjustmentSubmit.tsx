// Sending a management page's changes (spec 001 §4, §6): a customer's go straight to the platform
// (it applies them now, or at the start of a policy not yet started); an agent first chooses when
// they take effect in the effective-date modal, or confirms that they wait for the start. The new
// adjustment's review page follows.
import { effectiveDateForm } from '@brand/config';
import { formatCoverDay, hasPolicyStarted } from '@brand/domain';
import type { FormValues } from '@brand/forms';
import { FormRenderer } from '@brand/forms-react';
import { Button, Modal, Notification } from '@brand/ui';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CallFailure } from '../../shared/call-failure';
import { useJourneyDispatch } from '../../shared/store';
import { useTexts } from '../../shared/texts';
import type { Policy } from '../policyApi';
import type { AdjustmentRequest } from './adjustment-types';
import { createAdjustment } from './adjustmentsApi';
import { effectiveDateAnswer, effectiveDateInitialValues } from './effective-date-choice';
import { type AdjustmentOrigin, managementPath } from './management-model';
import type { Editor } from './use-editor';

/** What a management page's submit needs and gives. */
export interface AdjustmentSubmit {
  /** Sends the changes (after the agent's modal, for an agent). */
  submit: (request: Omit<AdjustmentRequest, 'effectiveAt'>) => Promise<void>;
  /** The agent's modals: render once on the page. */
  modals: ReactNode;
  saving: boolean;
  /** The platform's refusal of the last create, if any. */
  failure: CallFailure | null;
}

/** The submit of a management page whose adjustment reviews under `origin`. */
export function useAdjustmentSubmit(
  policy: Policy,
  editor: Editor,
  origin: AdjustmentOrigin,
): AdjustmentSubmit {
  const t = useTexts();
  const dispatch = useJourneyDispatch();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [pending, setPending] = useState<Omit<AdjustmentRequest, 'effectiveAt'> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const started = hasPolicyStarted(policy);
  const { inceptedAt, expiredAt } = policy.policyDetail;

  const send = async (request: AdjustmentRequest) => {
    setSaving(true);
    setFailure(null);
    const result = await dispatch(createAdjustment(request));
    setSaving(false);
    if (!createAdjustment.fulfilled.match(result)) {
      if (!result.meta.aborted) setFailure(result.payload ?? { kind: 'UNEXPECTED' });
      setPending(null);
      return;
    }
    setPending(null);
    navigate(managementPath(policy, origin, result.payload.adjustmentId));
  };

  const submit = async (request: Omit<AdjustmentRequest, 'effectiveAt'>) => {
    if (editor.isAdmin) {
      setProblem(null);
      setPending(request);
      return;
    }
    await send(request);
  };

  const chooseDate = async (values: FormValues) => {
    if (!pending) return;
    const answer = effectiveDateAnswer(values, { inceptedAt, expiredAt }, t);
    if ('problem' in answer) {
      setProblem(answer.problem);
      return;
    }
    setProblem(null);
    await send({ ...pending, effectiveAt: answer.effectiveAt });
  };

  const close = () => setPending(null);
  const modals = editor.isAdmin ? (
    started ? (
      <Modal
        open={pending !== null}
        onClose={close}
        title={t('admin.effectiveDate.title')}
        closeLabel={t('journeys.modal.close')}
      >
        {problem ? (
          <Notification tone="critical">
            <p>{problem}</p>
          </Notification>
        ) : null}
        <FormRenderer
          t={t}
          form={effectiveDateForm}
          initialValues={effectiveDateInitialValues({ inceptedAt, expiredAt })}
          onSubmit={chooseDate}
          submitLabel={t('forms.admin.effectiveDate.submit')}
        />
      </Modal>
    ) : (
      <Modal
        open={pending !== null}
        onClose={close}
        title={t('admin.effectiveDate.title')}
        closeLabel={t('journeys.modal.close')}
        footer={
          <Button
            loading={saving}
            onClick={() => {
              if (pending) void send(pending);
            }}
          >
            {t('forms.admin.effectiveDate.submit')}
          </Button>
        }
      >
        <p>
          {t('admin.effectiveDate.deferred', {
            date: inceptedAt ? formatCoverDay(inceptedAt) : '',
          })}
        </p>
      </Modal>
    )
  ) : null;

  return { submit, modals, saving, failure };
}
