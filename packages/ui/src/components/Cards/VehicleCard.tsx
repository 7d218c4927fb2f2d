import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/theme';
import { Button } from '../Button';
import { CardFrame, CardHeading, type CardHeadingLevel } from './card-parts';

/** Number-plate looks: the yellow rear plate or the white front plate. */
export const PLATE_STYLES = ['rear', 'front'] as const;
/** A number-plate look. */
export type PlateStyle = (typeof PLATE_STYLES)[number];

/** Props of VehicleCard. */
export interface VehicleCardProps {
  /** Make and model, the card's heading ('MINI Cooper S 3-door Hatch'). */
  title: ReactNode;
  /** The registration, shown as a number plate. Leave it out while it is still missing. */
  registration?: string;
  /** Visually hidden words before the plate that say what it is ('Registration'). */
  registrationLabel?: string;
  /** Specification lines under the title ('2024, petrol, automatic', '1998cc, 5 seats'). */
  specLines?: readonly ReactNode[];
  /** Text of the change-vehicle action ('Change'). */
  changeLabel?: ReactNode;
  /** Runs when the change action is pressed; the action shows only when this is given. */
  onChange?: () => void;
  /** Text of the edit-registration action ('Edit registration', or 'Add registration' when missing). */
  editRegistrationLabel?: ReactNode;
  /** Runs when the edit-registration action is pressed; the action shows only when this is given. */
  onEditRegistration?: () => void;
  /** Yellow rear plate or white front plate. @default 'rear' */
  plateStyle?: PlateStyle;
  /** Level of the card's heading, to fit the page's outline. @default 3 */
  headingLevel?: CardHeadingLevel;
}

// A UK plate: black characters on yellow (rear) or white (front); both pairs are far above AA.
const Plate = styled.span<{ $style: PlateStyle }>(
  ({ theme, $style }) => `
  display: inline-block;
  padding: ${theme.space.xxs}px ${theme.space.sm}px;
  border: 2px solid ${theme.colors.text};
  border-radius: ${theme.radii.sm}px;
  background: ${$style === 'rear' ? theme.colors.plateRear : theme.colors.plateFront};
  color: ${theme.colors.plateText};
  font-family: ${theme.fonts.licencePlate};
  font-size: ${theme.typeScale.h3.fontSize}px;
  line-height: ${theme.typeScale.h3.lineHeight}px;
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  white-space: nowrap;
`,
);

const PlateLine = styled.p`
  margin: 0;
`;

const Spec = styled.ul(
  ({ theme }) => `
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.colors.textSecondary};
`,
);

const Actions = styled.div(
  ({ theme }) => `
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs}px ${theme.space.md}px;
`,
);

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** The insured car: number plate, make and model, specification, and change / edit-registration actions. */
export function VehicleCard({
  title,
  registration,
  registrationLabel,
  specLines = [],
  changeLabel,
  onChange,
  editRegistrationLabel,
  onEditRegistration,
  plateStyle = 'rear',
  headingLevel = 3,
}: VehicleCardProps) {
  return (
    <CardFrame>
      {registration ? (
        <PlateLine>
          {registrationLabel ? <Hidden>{registrationLabel} </Hidden> : null}
          <Plate $style={plateStyle} data-plate={plateStyle}>
            {registration}
          </Plate>
        </PlateLine>
      ) : null}
      <CardHeading as={`h${headingLevel}`}>{title}</CardHeading>
      {specLines.length > 0 ? (
        <Spec>
          {specLines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: spec lines are fixed and ordered
            <li key={index}>{line}</li>
          ))}
        </Spec>
      ) : null}
      {onChange || onEditRegistration ? (
        <Actions>
          {onChange && changeLabel ? (
            <Button variant="link" onClick={onChange}>
              {changeLabel}
            </Button>
          ) : null}
          {onEditRegistration && editRegistrationLabel ? (
            <Button variant="link" onClick={onEditRegistration}>
              {editRegistrationLabel}
            </Button>
          ) : null}
        </Actions>
      ) : null}
    </CardFrame>
  );
}
