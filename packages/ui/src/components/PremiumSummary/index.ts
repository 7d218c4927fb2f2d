export type {
  PremiumExtraInfo,
  PremiumLine,
  PremiumLineItem,
  PremiumSummaryProps,
} from './PremiumSummary';
export { PREMIUM_SUMMARY_MAX_WIDTH, PremiumSummary } from './PremiumSummary';
