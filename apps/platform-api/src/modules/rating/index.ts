// The rating module: the rating engine (rateProposal), its tables and samples.
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).

export type {
  PaymentSchedule,
  PriceFactor,
  RatingDisclosure,
  RatingDriver,
  RatingResult,
} from './rate';
export { PRICE_FACTOR_CODES, rateProposal } from './rate';
export { sampleInputs } from './rating-samples';
