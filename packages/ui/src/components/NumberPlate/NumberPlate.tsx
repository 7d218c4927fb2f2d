import styled from '@emotion/styled';
import { visuallyHidden } from '../../theme/theme';

/** Number-plate looks: the yellow rear plate or the white front plate. */
export const PLATE_STYLES = ['rear', 'front'] as const;
/** A number-plate look. */
export type PlateStyle = (typeof PLATE_STYLES)[number];

/** Props of NumberPlate. */
export interface NumberPlateProps {
  /** The registration mark ('MN22 ELC'). */
  registration: string;
  /** Visually hidden words before the plate that say what it is ('Registration'). */
  label?: string;
  /** Yellow rear plate or white front plate. @default 'rear' */
  plateStyle?: PlateStyle;
  /** The plate's size: a card's heading size, or the body text's inside a line of details. @default 'md' */
  size?: 'md' | 'sm';
}

// A UK plate: black characters on yellow (rear) or white (front); both pairs are far above AA.
const Plate = styled.span<{ $style: PlateStyle; $size: 'md' | 'sm' }>(
  ({ theme, $style, $size }) => {
    const type = $size === 'md' ? theme.typeScale.h3 : theme.typeScale.body;
    return `
  display: inline-block;
  padding: ${theme.space.xxs}px ${$size === 'md' ? theme.space.sm : theme.space.xs}px;
  border: 2px solid ${theme.colors.text};
  border-radius: ${theme.radii.sm}px;
  background: ${$style === 'rear' ? theme.colors.plateRear : theme.colors.plateFront};
  color: ${theme.colors.plateText};
  font-family: ${theme.fonts.licencePlate};
  font-size: ${type.fontSize}px;
  line-height: ${type.lineHeight}px;
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  white-space: nowrap;
`;
  },
);

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** A registration mark drawn as a UK number plate, read out as the registration it is. */
export function NumberPlate({
  registration,
  label,
  plateStyle = 'rear',
  size = 'md',
}: NumberPlateProps) {
  return (
    <>
      {label ? <Hidden>{label} </Hidden> : null}
      <Plate $style={plateStyle} $size={size} data-plate={plateStyle}>
        {registration}
      </Plate>
    </>
  );
}
