import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { NumberPlate, type PlateStyle } from '../NumberPlate';
import { CardFrame, CardHeading, type CardHeadingLevel } from './card-parts';

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
          <NumberPlate
            registration={registration}
            plateStyle={plateStyle}
            {...(registrationLabel ? { label: registrationLabel } : {})}
          />
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
