export type { DateInput } from './london';
export {
  compareLondonDays,
  isAfterLondonDay,
  isBeforeLondonDay,
  isSameLondonDay,
  LONDON_ZONE,
  londonDateTime,
  londonToday,
  startOfLondonDay,
  toLondon,
  toLondonIsoDate,
  wholeYearsBetween,
} from './london';
