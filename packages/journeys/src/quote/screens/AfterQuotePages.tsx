// The pages after the quote: add-ons and account setup (checkout is CheckoutPages.tsx, the
// upgrade UpgradePage.tsx).
import { frameLinkStyles, HelpLink, ShellPage, useAuth } from '@brand/app-shell';
import { accountSetupForm } from '@brand/config';
import {
  type CoverCode,
  formatGBP,
  LEGAL_EXPENSES_LIMIT_PENCE,
  NCB_PROTECTION_MIN_YEARS,
  paymentPlan,
  paymentPlanMessage,
} from '@brand/domain';
import { type FormValues, getValue } from '@brand/forms';
import { FormRenderer } from '@brand/forms-react';
import { Button, CheckboxGroup } from '@brand/ui';
import styled from '@emotion/styled';
import { useNavigate } from 'react-router';
import { Failure } from '../../shared/Failure';
import { formContextOf } from '../../shared/form-context';
import { productOf, proposalPath } from '../../shared/proposal-model';
import { useJourneyDispatch, useJourneySelector } from '../../shared/store';
import { useTexts } from '../../shared/texts';
import { coverUnavailableReason } from '../choice-survival';
import { afterAccountSetup, afterAddOns } from '../quote-routing';
import { checkAccount, type Proposal, saveChanges } from '../quoteApi';
import {
  selectBusy,
  selectFailure,
  selectShownSchedule,
  selectWithdrawnChoices,
} from '../quoteSlice';
import { sectionChanges } from './DisclosureSectionPage';
import { WithdrawnChoicesNotice } from './WithdrawnChoicesNotice';

const COVER_TEXT_PARAMS = {
  limit: formatGBP(LEGAL_EXPENSES_LIMIT_PENCE, { wholePounds: true }),
  minYears: NCB_PROTECTION_MIN_YEARS,
};

// The brand's link, as the frame's help links are: a cover's page opens in the help modal.
const CoverInfoLink = styled(HelpLink)(({ theme }) => frameLinkStyles(theme));

/** A cover's price on the shown schedule, in pence: each month's, or the one payment's. */
function coverPricePence(
  schedule: { priceOptions: readonly { code: string; coverGroup: string; premium: number }[] },
  code: string,
): number | null {
  const option = schedule.priceOptions.find(
    (line) => line.coverGroup === 'optional' && line.code === code,
  );
  // The API's price options are in pounds (spec 000 §3): back to whole pence for formatting.
  return option ? Math.round(option.premium * 100) : null;
}

/**
 * Add-ons (spec 000 §2): the covers this quote offers, each with its price on the chosen schedule
 * and saved as it is ticked, the plan with them as a running total, and why any other is not
 * offered (NCB protection needs NCB_PROTECTION_MIN_YEARS of discount) instead of a dead tick.
 */
export function AddOnsPage({ proposal }: { proposal: Proposal }) {
  const t = useTexts();
  const dispatch = useJourneyDispatch();
  const navigate = useNavigate();
  const { user } = useAuth();
  const busy = useJourneySelector(selectBusy);
  const failure = useJourneySelector(selectFailure);
  const schedule = useJourneySelector(selectShownSchedule);
  const withdrawn = useJourneySelector(selectWithdrawnChoices);
  const covers = productOf(proposal).covers;
  const options = proposal.quote?.coverOptions ?? [];
  // The product's order; only what the rating offered this proposal can be ticked.
  const optional = (covers.optional as readonly string[]).filter((code) =>
    options.some((option) => option.code === code),
  );
  const unavailable = (covers.optional as readonly string[]).filter(
    (code) => !optional.includes(code),
  );
  const withInfo = (covers.withInfo as readonly CoverCode[]).filter((code) =>
    (covers.optional as readonly string[]).includes(code),
  );
  const selected = options
    .filter((option) => option.selected && optional.includes(option.code))
    .map((option) => option.code);
  const plan = schedule ? paymentPlan(schedule) : null;
  const total = plan ? paymentPlanMessage(plan) : null;
  const priceText = (code: string) => {
    const pence = schedule ? coverPricePence(schedule, code) : null;
    if (pence === null || !plan) return null;
    return t(plan.period === 'month' ? 'addOns.price' : 'addOns.priceSingle', {
      amount: formatGBP(pence),
    });
  };
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
    <ShellPage
      focusOnNavigation
      title={t('addOns.title')}
      subtitle={t('addOns.description')}
      upLink={{ text: t('proposal.disclosure.back'), href: proposalPath(proposal) }}
    >
      <Failure failure={failure} />
      <WithdrawnChoicesNotice withdrawn={withdrawn} />
      {optional.length > 0 ? (
        <CheckboxGroup
          id="add-ons"
          name="optionalCovers"
          label={t('addOns.title')}
          hideLabel
          value={selected}
          disabled={busy}
          onChange={onChange}
          options={optional.map((code) => {
            const price = priceText(code);
            return {
              value: code,
              // The price is part of the name, so it is read with the tick it belongs to.
              label: [t(`covers.codes.${code}.name`), price].filter(Boolean).join(': '),
              // The texts name the cover's limits (config's covers.ts says which constants).
              hint: t(`covers.codes.${code}.description`, COVER_TEXT_PARAMS),
            };
          })}
        />
      ) : null}
      {unavailable.length > 0 ? (
        <section aria-labelledby="add-ons-unavailable" data-add-ons-unavailable="">
          <h2 id="add-ons-unavailable">{t('addOns.unavailable.title')}</h2>
          {unavailable.map((code) => {
            const reason = coverUnavailableReason(code, proposal);
            return (
              <p key={code} data-cover={code}>
                {t(reason.key, { ...reason.params, name: t(`covers.codes.${code}.name`) })}
              </p>
            );
          })}
        </section>
      ) : null}
      {total ? (
        <section aria-labelledby="add-ons-total" data-add-ons-total="">
          <h2 id="add-ons-total">{t('addOns.total')}</h2>
          {/* A polite live region: the total is re-read as each tick re-prices the quote. */}
          <p role="status">
            <strong>{t(total.key, total.params)}</strong>
          </p>
        </section>
      ) : null}
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
    </ShellPage>
  );
}

/** The email and phone the disclosure already took, when both were given. */
function givenContact(proposal: Proposal): { email: string; phone: string } | null {
  const email = getValue(proposal.data, 'policyholder.email');
  const phone = getValue(proposal.data, 'policyholder.phone');
  return typeof email === 'string' && email !== '' && typeof phone === 'string' && phone !== ''
    ? { email, phone }
    : null;
}

/**
 * Account setup (spec 000 §4.3 asks a not-yet-registered customer for email and phone), validated;
 * CONFLICT asks to sign in. What the disclosure already took is filled in and the page says so, so
 * the customer checks it rather than types it again (issue 15 point 13); the form stays, since the
 * account is set up with these details and they may want another email for it.
 */
export function AccountSetupPage({ proposal }: { proposal: Proposal }) {
  const t = useTexts();
  const dispatch = useJourneyDispatch();
  const navigate = useNavigate();
  const failure = useJourneySelector(selectFailure);
  const given = givenContact(proposal);
  const validate = async () => {
    const checked = await dispatch(checkAccount(proposal.proposalCode));
    if (!checkAccount.fulfilled.match(checked)) return;
    if (afterAccountSetup(checked.payload.validationStatus) === 'summary') {
      navigate(proposalPath(proposal, 'summary'));
    }
  };
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
    await validate();
  };
  return (
    <ShellPage
      focusOnNavigation
      title={t('proposal.accountSetup.title')}
      subtitle={t('proposal.accountSetup.description')}
      upLink={{ text: t('proposal.disclosure.back'), href: proposalPath(proposal) }}
    >
      <Failure failure={failure} />
      {given ? <p data-contact-given="">{t('proposal.accountSetup.given')}</p> : null}
      <FormRenderer
        t={t}
        form={accountSetupForm}
        initialValues={proposal.data}
        context={formContextOf(proposal, true)}
        onSubmit={submit}
        submitLabel="proposal.disclosure.continue"
        disableSubmitUntilValid={false}
      />
    </ShellPage>
  );
}
