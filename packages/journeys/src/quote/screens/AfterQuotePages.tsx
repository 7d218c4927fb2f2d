// The pages after the quote: add-ons and account setup (checkout is CheckoutPages.tsx, the
// upgrade UpgradePage.tsx).
import { frameLinkStyles, HelpLink, useAuth } from '@brand/app-shell';
import { accountSetupForm } from '@brand/config';
import {
  type CoverCode,
  formatGBP,
  LEGAL_EXPENSES_LIMIT_PENCE,
  NCB_PROTECTION_MIN_YEARS,
} from '@brand/domain';
import { type FormValues, getValue } from '@brand/forms';
import { FormRenderer, type Translate } from '@brand/forms/react';
import { Button, CheckboxGroup } from '@brand/ui';
import styled from '@emotion/styled';
import { useNavigate } from 'react-router';
import { Failure } from '../../shared/Failure';
import { JourneyPage } from '../../shared/JourneyPage';
import { useJourneyDispatch, useJourneySelector } from '../../shared/store';
import { formContextOf } from '../form-context';
import { productOf, proposalPath } from '../proposal-model';
import { afterAccountSetup, afterAddOns } from '../quote-routing';
import { checkAccount, type Proposal, saveChanges } from '../quoteApi';
import { selectBusy, selectFailure } from '../quoteSlice';
import { sectionChanges } from './DisclosureSectionPage';

const COVER_TEXT_PARAMS = {
  limit: formatGBP(LEGAL_EXPENSES_LIMIT_PENCE, { wholePounds: true }),
  minYears: NCB_PROTECTION_MIN_YEARS,
};

// The brand's link, as the frame's help links are: a cover's page opens in the help modal.
const CoverInfoLink = styled(HelpLink)(({ theme }) => frameLinkStyles(theme));

/** Add-ons (spec 000 §2): the optional covers, each saved as it is ticked. */
export function AddOnsPage({ proposal, t }: { proposal: Proposal; t: Translate }) {
  const dispatch = useJourneyDispatch();
  const navigate = useNavigate();
  const { user } = useAuth();
  const busy = useJourneySelector(selectBusy);
  const failure = useJourneySelector(selectFailure);
  const covers = productOf(proposal).covers;
  const optional = covers.optional as readonly string[];
  const withInfo = (covers.withInfo as readonly CoverCode[]).filter((code) =>
    optional.includes(code),
  );
  const selected = (proposal.quote?.coverOptions ?? [])
    .filter((option) => option.selected && optional.includes(option.code))
    .map((option) => option.code);
  const onChange = (next: string[]) => {
    const changed = optional.filter((code) => next.includes(code) !== selected.includes(code));
    if (changed.length === 0) return;
    void dispatch(
      saveChanges({
        proposalCode: proposal.proposalCode,
        changes: changed.map((code) => ({
          path: code,
          value: next.includes(code),
          attribute: 'optionalCover',
        })),
      }),
    );
  };
  return (
    <JourneyPage
      title={t('addOns.title')}
      subtitle={t('addOns.description')}
      upLink={{ text: t('proposal.disclosure.back'), href: proposalPath(proposal) }}
      t={t}
    >
      <Failure failure={failure} t={t} />
      <CheckboxGroup
        id="add-ons"
        name="optionalCovers"
        label={t('addOns.title')}
        hideLabel
        value={selected}
        disabled={busy}
        onChange={onChange}
        options={optional.map((code) => ({
          value: code,
          label: t(`covers.codes.${code}.name`),
          // The texts name the cover's limits (config's covers.ts says which constants).
          hint: t(`covers.codes.${code}.description`, COVER_TEXT_PARAMS),
        }))}
      />
      {withInfo.length > 0 ? (
        // Links beside the choices, not inside their labels: a link in a label would also tick the box.
        <section aria-labelledby="add-ons-info">
          <h2 id="add-ons-info">{t('addOns.moreInfoTitle')}</h2>
          <ul>
            {withInfo.map((code) => (
              <li key={code}>
                <CoverInfoLink page={{ cover: code }}>
                  {t('addOns.moreInfo', { cover: t(`covers.codes.${code}.name`) })}
                </CoverInfoLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Button
        disabled={busy}
        onClick={() =>
          navigate(proposalPath(proposal, afterAddOns({ accountRegistered: user !== null })))
        }
      >
        {t('addOns.continue')}
      </Button>
    </JourneyPage>
  );
}

/** Account setup (spec 000 §4.3): email and phone saved, then validated; CONFLICT asks to sign in. */
export function AccountSetupPage({ proposal, t }: { proposal: Proposal; t: Translate }) {
  const dispatch = useJourneyDispatch();
  const navigate = useNavigate();
  const failure = useJourneySelector(selectFailure);
  const submit = async (values: FormValues) => {
    // Only what the customer changed: an unchanged answer would make the quote rate again.
    const changes = sectionChanges(accountSetupForm, values).filter(
      (change) =>
        JSON.stringify(getValue(proposal.data, change.path)) !== JSON.stringify(change.value),
    );
    if (changes.length > 0) {
      const saved = await dispatch(
        saveChanges({ proposalCode: proposal.proposalCode, changes, applyRating: true }),
      );
      if (!saveChanges.fulfilled.match(saved)) return;
    }
    const checked = await dispatch(checkAccount(proposal.proposalCode));
    if (!checkAccount.fulfilled.match(checked)) return;
    if (afterAccountSetup(checked.payload.validationStatus) === 'summary') {
      navigate(proposalPath(proposal, 'summary'));
    }
  };
  return (
    <JourneyPage
      title={t('proposal.accountSetup.title')}
      subtitle={t('proposal.accountSetup.description')}
      upLink={{ text: t('proposal.disclosure.back'), href: proposalPath(proposal) }}
      t={t}
    >
      <Failure failure={failure} t={t} />
      <FormRenderer
        form={accountSetupForm}
        initialValues={proposal.data}
        context={formContextOf(proposal, true)}
        onSubmit={submit}
        t={t}
        submitLabel="proposal.disclosure.continue"
        disableSubmitUntilValid={false}
      />
    </JourneyPage>
  );
}
