export type {
  PremiumExtraInfo,
  PremiumLine,
  PremiumLineItem,
  PremiumSummaryProps,
} from './PremiumSummary';
export { PremiumSummary } from './PremiumSummary';
