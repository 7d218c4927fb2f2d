export type { CardHeadingLevel } from './card-parts';
export type {
  PolicyCardDetail,
  PolicyCardLink,
  PolicyCardLinkTarget,
  PolicyCardProps,
} from './PolicyCard';
export { POLICY_CARD_LINKS, PolicyCard, visiblePolicyCardLinks } from './PolicyCard';
export type { SchemeCardProps } from './SchemeCard';
export { SchemeCard } from './SchemeCard';
export type { VehicleCardProps } from './VehicleCard';
export { VehicleCard } from './VehicleCard';
