import type { StatusTone } from '@brand/domain';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/theme';
import { AppLink, type RenderLink } from '../PageFrame';
import { StatusBadge } from '../StatusBadge';
import { CardFrame, CardHeading, type CardHeadingLevel, LinkStyles } from './card-parts';

/** The links a policy card offers, in the order they are shown. */
export const POLICY_CARD_LINKS = ['manage', 'documents', 'billing', 'claims'] as const;
/** One of a policy card's links. */
export type PolicyCardLink = (typeof POLICY_CARD_LINKS)[number];

/** A link on a policy card. */
export interface PolicyCardLinkTarget {
  /** The link's text ('Manage policy'). */
  label: string;
  /** Where it goes. */
  href: string;
}

/** A labelled detail line of a policy card, such as a date. */
export interface PolicyCardDetail {
  /** What the value is ('Cover starts'). */
  label: ReactNode;
  /** The value, already formatted ('14 March 2025'). */
  value: ReactNode;
}

/** Props of PolicyCard. */
export interface PolicyCardProps {
  /** The insured vehicle, the card's heading ('MINI Cooper S 3-door'). */
  vehicle: ReactNode;
  /** The policy number. */
  policyNumber: string;
  /** The label shown before the policy number ('Policy number'). */
  policyNumberLabel: ReactNode;
  /** The policy's status, shown as a badge in its tone. */
  status: { label: ReactNode; tone: StatusTone };
  /** Dates and other detail lines, in order (start, end, renewal). */
  details?: readonly PolicyCardDetail[];
  /** The card's links; a link left out is not shown (the manage link is hidden under some conditions). */
  links: Partial<Readonly<Record<PolicyCardLink, PolicyCardLinkTarget>>>;
  /**
   * Show the billing link. Driveaway cover is free so has no billing: the apps pass `false` for the
   * product kinds in `PRODUCT_KINDS_WITHOUT_BILLING` from @brand/domain.
   * @default true
   */
  showBilling?: boolean;
  /** Draws the links (pass react-router's Link here). @default a plain anchor */
  renderLink?: RenderLink;
  /** Level of the card's heading, to fit the page's outline. @default 3 */
  headingLevel?: CardHeadingLevel;
}

const Header = styled.div(
  ({ theme }) => `
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs}px;
`,
);

const Details = styled.dl(
  ({ theme }) => `
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space.xxs}px ${theme.space.md}px;
  margin: 0;
  dt { color: ${theme.colors.textSecondary}; }
  dd { margin: 0; font-weight: ${theme.fontWeights.bold}; }
`,
);

const Links = styled.ul(
  ({ theme }) => `
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space.lg}px;
  margin: 0;
  padding: ${theme.space.xs}px 0 0;
  border-top: 1px solid ${theme.colors.borderSubtle};
  list-style: none;
`,
);

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** The links a card shows: those given, in catalogue order, without billing when it is hidden. */
export function visiblePolicyCardLinks(
  links: PolicyCardProps['links'],
  showBilling: boolean,
): Array<[PolicyCardLink, PolicyCardLinkTarget]> {
  return POLICY_CARD_LINKS.flatMap((key) => {
    const target = links[key];
    if (!target || (key === 'billing' && !showBilling)) return [];
    return [[key, target] as [PolicyCardLink, PolicyCardLinkTarget]];
  });
}

/** A policy on the home page: vehicle, policy number, status, dates and links to its pages. */
export function PolicyCard({
  vehicle,
  policyNumber,
  policyNumberLabel,
  status,
  details = [],
  links,
  showBilling = true,
  renderLink,
  headingLevel = 3,
}: PolicyCardProps) {
  const shown = visiblePolicyCardLinks(links, showBilling);
  return (
    <CardFrame>
      <Header>
        <CardHeading as={`h${headingLevel}`}>{vehicle}</CardHeading>
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      </Header>
      <Details>
        <dt>{policyNumberLabel}</dt>
        <dd>{policyNumber}</dd>
        {details.map((detail, index) => (
          // Detail lines are a fixed, ordered list per card; their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <DetailRow key={index} {...detail} />
        ))}
      </Details>
      {shown.length > 0 ? (
        <Links>
          {shown.map(([key, target]) => (
            <li key={key} data-link={key}>
              <LinkStyles>
                {/* The policy number tells apart the same link on several cards. */}
                <AppLink href={target.href} renderLink={renderLink}>
                  {target.label}
                  <Hidden> {policyNumber}</Hidden>
                </AppLink>
              </LinkStyles>
            </li>
          ))}
        </Links>
      ) : null}
    </CardFrame>
  );
}

function DetailRow({ label, value }: PolicyCardDetail) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
