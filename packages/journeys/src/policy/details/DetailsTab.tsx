// The details tab of a policy (spec 001 §2 "Details tab"): the promotion banners, the cancellation
// notice, the quote's details with their edit links (the management routes), auto-renewal, cover,
// add-ons and excess; beside them the premium summary, the cancel button and the benefits.
import { policyVehicleName, routerLink } from '@brand/app-shell';
import { productConfigFor } from '@brand/config';
import { formatCoverTime, formatGBP } from '@brand/domain';
import { AppLink, type BrandTheme, DefinitionList, mq, Notification } from '@brand/ui';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { longDate } from '../../shared/proposal-model';
import { SchedulePremiumSummary } from '../../shared/SchedulePremiumSummary';
import { namespaceOf, useTexts } from '../../shared/texts';
import { isManagementOffered } from '../management/management-model';
import { policyPagePath, schemeOfPolicy } from '../policy-page-model';
import type { Policy } from '../policyApi';
import { AutoRenewalSection } from './AutoRenewalSection';
import { DetailsSection } from './DetailsSection';
import {
  activeScheduleOf,
  cancellationEndOf,
  cancelOffered,
  chosenAddOnsOf,
  excessLinesOf,
  includedCoversOf,
  promotionBannerOf,
} from './details-model';

// The sections, then the sidebar beside them from `md` up (under them on a phone).
const Layout = styled.div(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.xl}px;
  min-width: 0;
  ${mq('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;
});

const Column = styled.div(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.xl}px;
  min-width: 0;
`;
});

const Names = styled.ul(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.xxs}px;
  padding-left: ${space.lg}px !important;
`;
});

/** Props of DetailsTab. */
export interface DetailsTabProps {
  policy: Policy;
}

/** A policy's details: what it covers and costs, and what the customer can change or end. */
export function DetailsTab({ policy }: DetailsTabProps) {
  const t = useTexts();
  const page = (path: string) => `${policyPagePath(policy)}/${path}`;
  const product = productConfigFor(policy.productUrlName);
  const promotion = promotionBannerOf(policy);
  const cancellationEnd = cancellationEndOf(policy);
  const schedule = activeScheduleOf(policy);
  const addOns = chosenAddOnsOf(policy);
  const excess = excessLinesOf(policy);
  const changesOffered = isManagementOffered(policy);
  return (
    <Layout>
      <Column>
        {promotion?.kind === 'applied' ? (
          <Notification tone="success" announce={false}>
            <p>
              {t('promotions.notifications.applied', {
                title: t(`promotions.codes.${promotion.promoCode}.title`),
              })}
            </p>
          </Notification>
        ) : null}
        {promotion?.kind === 'removed' ? (
          <Notification tone="warning" announce={false}>
            <p>{t('policy.details.promotionRemoved')}</p>
          </Notification>
        ) : null}
        {cancellationEnd ? (
          <Notification tone="info" announce={false}>
            <p>{t('policy.details.cancellationNotice', { date: longDate(cancellationEnd) })}</p>
          </Notification>
        ) : null}
        <QuoteDetails policy={policy} page={page} />
        <AutoRenewalSection policy={policy} />
        <DetailsSection id="details-cover" title={t('policy.details.cover.title')}>
          <p>{t('policy.details.cover.included')}</p>
          <Names>
            {includedCoversOf(policy).map((code) => (
              <li key={code}>{t(`covers.codes.${code}.name`)}</li>
            ))}
          </Names>
        </DetailsSection>
        {product.covers.optional.length > 0 ? (
          <DetailsSection id="details-add-ons" title={t('policy.details.addOns.title')}>
            {addOns.length === 0 ? (
              <p>{t('policy.details.addOns.none')}</p>
            ) : (
              <Names>
                {addOns.map((code) => (
                  <li key={code}>{t(`covers.codes.${code}.name`)}</li>
                ))}
              </Names>
            )}
            {changesOffered ? (
              <p>
                <AppLink href={page('add-ons')} renderLink={routerLink}>
                  {t('policy.details.addOns.edit')}
                </AppLink>
              </p>
            ) : null}
          </DetailsSection>
        ) : null}
        {excess.length > 0 ? (
          <DetailsSection id="details-excess" title={t('policy.details.excess.title')}>
            <DefinitionList
              renderLink={routerLink}
              rows={excess.map((line) => ({
                id: line.category,
                term: t(`covers.excessTypes.${line.category}`),
                description: t('policy.details.excess.line', {
                  total: formatGBP(line.totalPence),
                  compulsory: formatGBP(line.compulsoryPence),
                  voluntary: formatGBP(line.voluntaryPence),
                }),
              }))}
            />
            {changesOffered && product.excess.isAdjustable ? (
              <p>
                <AppLink href={page('excess')} renderLink={routerLink}>
                  {t('policy.details.excess.edit')}
                </AppLink>
              </p>
            ) : null}
          </DetailsSection>
        ) : null}
      </Column>
      <Column as="aside" aria-label={t('policy.details.sidebar.label')}>
        {schedule ? (
          <SchedulePremiumSummary
            schedule={schedule}
            heading={t('policy.details.sidebar.premium')}
          />
        ) : null}
        {cancelOffered(policy) ? (
          <p>
            <AppLink href={page('cancel')} renderLink={routerLink}>
              {t('policy.details.sidebar.cancel')}
            </AppLink>
          </p>
        ) : null}
        <Benefits policy={policy} />
      </Column>
    </Layout>
  );
}

/** The answers the price was based on, each with its edit link to the management section. */
function QuoteDetails({ policy, page }: { policy: Policy; page: (path: string) => string }) {
  const t = useTexts();
  const quote = policy.currentPolicyVersion?.quote;
  const profiles = quote?.insuredProfiles ?? [];
  const nameOf = (profile: (typeof profiles)[number]) =>
    [profile.firstName, profile.lastName].filter(Boolean).join(' ') ||
    t('policy.details.quoteDetails.noName');
  const holder = profiles.find((profile) => profile.policyholder);
  const drivers = profiles.filter((profile) => !profile.policyholder);
  const vehicle = policy.currentPolicyVersion?.data?.vehicle as { vrn?: unknown } | undefined;
  const registration = typeof vehicle?.vrn === 'string' ? vehicle.vrn : null;
  // No edit link where no change is offered (the toggle off, or cover ending): it would only
  // lead back here.
  const offered = isManagementOffered(policy);
  const edit = (section: string) =>
    offered
      ? {
          action: {
            label: t('policy.details.quoteDetails.edit'),
            href: page(`management/section/${section}`),
          },
        }
      : {};
  // The start date can change only before the policy starts (the management section's condition).
  const notStarted = policy.policyDetail.policyStatus === 'PENDING';
  const car = policyVehicleName(policy);
  return (
    <DetailsSection id="details-quote" title={t('policy.details.quoteDetails.title')}>
      <DefinitionList
        renderLink={routerLink}
        rows={[
          ...(car
            ? [
                {
                  id: 'car',
                  term: t('policy.details.quoteDetails.car'),
                  description: car,
                  ...edit('vehicle'),
                },
              ]
            : []),
          ...(registration
            ? [
                {
                  id: 'registration',
                  term: t('policy.details.quoteDetails.registration'),
                  description: registration,
                  ...edit('vehicle'),
                },
              ]
            : []),
          ...(holder
            ? [
                {
                  id: 'policyholder',
                  term: t('policy.details.quoteDetails.policyholder'),
                  description: nameOf(holder),
                  ...edit('about-you'),
                },
              ]
            : []),
          {
            id: 'drivers',
            term: t('policy.details.quoteDetails.drivers'),
            description:
              drivers.length === 0
                ? t('policy.details.quoteDetails.noDrivers')
                : drivers.map(nameOf).join(', '),
            ...edit('drivers'),
          },
          {
            id: 'start',
            term: t('policy.details.quoteDetails.startDate'),
            // To the minute, as the certificate, schedule and confirmation email state it.
            description: formatCoverTime(policy.policyDetail.inceptedAt),
            ...(notStarted ? edit('start-date') : {}),
          },
          ...(policy.policyDetail.expiredAt
            ? [
                {
                  id: 'end',
                  term: t('policy.details.quoteDetails.endDate'),
                  description: formatCoverTime(policy.policyDetail.expiredAt),
                },
              ]
            : []),
        ]}
      />
    </DetailsSection>
  );
}

/** The scheme's benefits (its text set's `product.benefits`), as a list under a heading. */
function Benefits({ policy }: { policy: Policy }) {
  const t = useTexts();
  const { i18n } = useTranslation();
  // Each scheme's set names its own benefits: their names come from the set, each text through `t`.
  const set = i18n.getResourceBundle(i18n.language, namespaceOf(schemeOfPolicy(policy))) as
    | { product?: { benefits?: Record<string, unknown> } }
    | undefined;
  const names = Object.keys(set?.product?.benefits ?? {});
  if (names.length === 0) return null;
  return (
    <DetailsSection id="details-benefits" title={t('policy.details.sidebar.benefits')}>
      <Names>
        {names.map((name) => (
          <li key={name}>{t(`product.benefits.${name}`)}</li>
        ))}
      </Names>
    </DetailsSection>
  );
}
