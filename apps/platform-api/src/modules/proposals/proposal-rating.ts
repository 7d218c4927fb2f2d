import {
  type AdditionalDriverAnswers,
  type ConvictionAnswers,
  type DisclosureAnswers,
  schemeByCode,
} from '@brand/config';
import type { SchemeUrlName } from '@brand/domain';
import type { QuestionLoopValue } from '@brand/forms';
import {
  type RatingDisclosure,
  type RatingDriver,
  type RatingResult,
  rateProposal,
} from '../rating';
import type { ProposalRecord } from './proposal-record';

// A question loop stores { answer, items }; rating reads the items of a "yes".
function loopItems<T>(loop: QuestionLoopValue<T> | null | undefined): readonly T[] {
  return loop?.answer === true && Array.isArray(loop.items) ? loop.items : [];
}

// A driver's answers: the policyholder's (under `policyholder.`) or an additional driver's.
type DriverAnswers = AdditionalDriverAnswers | NonNullable<DisclosureAnswers['policyholder']>;

// A conviction's offence is a lookup answer; older answers hold the code alone.
function offenceCode(offence: ConvictionAnswers['offence'] | string): string | undefined {
  return typeof offence === 'string' ? offence : (offence?.code ?? undefined);
}

function driverOf(profile: DriverAnswers | null | undefined): RatingDriver {
  const licence = profile?.drivingLicence;
  return {
    dateOfBirth: profile?.dateOfBirth ?? null,
    declarations: profile?.declarations ?? null,
    drivingDeclarations: profile?.drivingDeclarations ?? null,
    drivingLicence: {
      licenceType: licence?.licenceType ?? null,
      validFrom: licence?.validFrom ?? null,
      convictions: loopItems(licence?.convictions).map((c) => ({
        offence: offenceCode(c.offence),
        convictionDate: c.convictionDate,
      })),
    },
    vehicleClaimsHistory: [...loopItems(profile?.vehicleClaimsHistory)],
  };
}

/** The disclosure as the rating engine reads it, from the answers at the forms' paths. */
export function ratingDisclosure(proposal: ProposalRecord): RatingDisclosure {
  const answers = proposal.data;
  const holder = answers.policyholder;
  return {
    policyholder: { ...driverOf(holder), address: holder?.address ?? null },
    vehicle: answers.vehicle ?? {},
    additionalDrivers: loopItems(answers.additionalDrivers).map(driverOf),
    startDate: answers.startDate ?? null,
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
