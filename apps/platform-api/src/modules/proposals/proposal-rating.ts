import { schemeByCode } from '@brand/config';
import type { LicenceType, SchemeUrlName } from '@brand/domain';
import { getValue } from '@brand/forms';
import {
  type RatingDisclosure,
  type RatingDriver,
  type RatingResult,
  rateProposal,
} from '../rating';
import type { ProposalRecord } from './proposal-record';

// A question loop stores { answer, items }; rating reads the items of a "yes".
function loopItems<T>(value: unknown): T[] {
  if (!value || typeof value !== 'object') return [];
  const loop = value as { answer?: unknown; items?: unknown };
  return loop.answer === true && Array.isArray(loop.items) ? (loop.items as T[]) : [];
}

type StoredConviction = { offence?: { code?: string } | string; convictionDate?: string };

function driverOf(profile: unknown): RatingDriver {
  const p = (profile ?? {}) as Record<string, unknown>;
  const licence = (p.drivingLicence ?? {}) as Record<string, unknown>;
  return {
    dateOfBirth: (p.dateOfBirth as string | undefined) ?? null,
    declarations: (p.declarations as Record<string, boolean> | undefined) ?? null,
    drivingDeclarations: (p.drivingDeclarations as Record<string, boolean> | undefined) ?? null,
    drivingLicence: {
      licenceType: (licence.licenceType as LicenceType | undefined) ?? null,
      validFrom: (licence.validFrom as string | undefined) ?? null,
      convictions: loopItems<StoredConviction>(licence.convictions).map((c) => ({
        offence: typeof c.offence === 'string' ? c.offence : c.offence?.code,
        convictionDate: c.convictionDate,
      })),
    },
    vehicleClaimsHistory: loopItems(p.vehicleClaimsHistory),
  };
}

/** The disclosure as the rating engine reads it, from the answers at the forms' paths. */
export function ratingDisclosure(proposal: ProposalRecord): RatingDisclosure {
  const data = proposal.data;
  const holder = (getValue(data, 'policyholder') ?? {}) as Record<string, unknown>;
  const vehicle = (getValue(data, 'vehicle') ?? {}) as NonNullable<RatingDisclosure['vehicle']>;
  return {
    policyholder: {
      ...driverOf(holder),
      address: (holder.address as { postalCode?: string } | undefined) ?? null,
    },
    vehicle,
    additionalDrivers: loopItems(getValue(data, 'additionalDrivers')).map(driverOf),
    startDate: (getValue(data, 'startDate') as string | undefined) ?? null,
    voluntaryExcess: proposal.voluntaryExcess,
  };
}

/** The scheme's url name, which the rating tables are keyed by. */
export function schemeUrlName(proposal: Pick<ProposalRecord, 'schemeCode'>): SchemeUrlName {
  return schemeByCode(proposal.schemeCode).productUrlName as SchemeUrlName;
}

/**
 * Rates a proposal as it stands: a pure function of its answers, choices and the tables. Rating
 * runs only on a complete disclosure, whose promotion section (shown for an active promo code)
 * is then answered: the promotion is activated, and the engine judges its eligibility.
 */
export function rate(proposal: ProposalRecord, now: Date): RatingResult {
  return rateProposal({
    schemeCode: schemeUrlName(proposal),
    disclosure: ratingDisclosure(proposal),
    requestedOptionalCovers: proposal.optionalCovers,
    promotion: proposal.promoCode ? { promoCode: proposal.promoCode } : null,
    now,
  });
}
