export type { NumberPlateProps, PlateStyle } from './NumberPlate';
export { NumberPlate, PLATE_STYLES } from './NumberPlate';
