// The cancellation form (spec 001 §2, §5): a reason (Other opens its free text) and, under a
// Standard rule, the day cover ends; in cooling-off the reason only. Submit stays disabled until
// the answers are valid; the choice goes to the confirm page in navigation state.
import { ShellPage } from '@brand/app-shell';
import type { CancellationType } from '@brand/domain';
import { FormRenderer } from '@brand/forms-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTexts } from '../../shared/texts';
import { policyPagePath } from '../policy-page-model';
import type { Policy } from '../policyApi';
import { cancelChoiceOf, cancelFormOf } from './cancel-model';

/** Props of CancelFormPage. */
export interface CancelFormPageProps {
  policy: Policy;
  variant: CancellationType;
}

/** The cancel route's index: the cancellation form for the policy's variant. */
export function CancelFormPage({ policy, variant }: CancelFormPageProps) {
  const t = useTexts();
  const navigate = useNavigate();
  // The day the page opened: the picker's days and the window they come from stay one list.
  const [now] = useState(() => new Date());
  const form = useMemo(() => cancelFormOf(policy, variant, now), [policy, variant, now]);
  const context = useMemo(() => ({ now }), [now]);
  return (
    <ShellPage
      focusOnNavigation
      title={t('cancellation.title')}
      subtitle={t('policy.number', { policyNumber: policy.policyNumber })}
      upLink={{ text: t('cancellation.back'), href: policyPagePath(policy, 'details') }}
    >
      <p>{t('cancellation.description')}</p>
      <p>
        {t(
          variant === 'CoolingOff'
            ? 'forms.cancellation.coolingOff.description'
            : 'forms.cancellation.standard.description',
        )}
      </p>
      <FormRenderer
        t={t}
        form={form}
        context={context}
        onSubmit={(values) => {
          void navigate(policyPagePath(policy, 'cancel/confirm'), {
            state: cancelChoiceOf(values),
          });
        }}
      />
    </ShellPage>
  );
}
