import { cancellationRulesOf, productConfigForScheme } from '@brand/config';
import {
  CANCELLATION_NOT_ALLOWED_MESSAGE,
  type CancellationType,
  ConfigurationError,
  cancelDateWindow,
  cancelEffectiveAt,
  checkCancellationReason,
  decodeCancellationReason,
  formatCoverDay,
  isAfterLondonDay,
  requireCancellationVariant,
} from '@brand/domain';
import { ApiError } from '../../../http/problem';
import type { PolicyRecord } from '../../policy-records';
import type { CreateAdjustmentRequest } from '../adjustments-schemas';

/** What a cancellation asked for comes to: how, why, and when cover ends. */
export type CancellationTerms = {
  variant: CancellationType;
  /** The reason as stored: the code, or 'Other|free text' with the text trimmed. */
  reason: string;
  /** When cover ends: now for an immediate one, else 00:00 London on the chosen day. */
  effectiveAt: Date;
  immediate: boolean;
};

/** The problem code of a cancellation the policy's rules do not allow now (spec 001 §8). */
export const CANCELLATION_NOT_ALLOWED_CODE = 'cancellation.notAllowed';

function invalid(code: string, detail: string, path: string): ApiError {
  return new ApiError('validation-failed', detail, {
    code,
    errors: [{ path, message: code, text: detail }],
  });
}

/** The reason, checked by the same rule as the form: a known code, and Other with 1–500 characters. */
function checkedReason(value: string | undefined): string {
  const decoded = decodeCancellationReason(value);
  const problem = checkCancellationReason(decoded ?? {});
  if (!decoded || problem === 'required') {
    throw invalid('cancellation.reasonRequired', 'Tell us why you are cancelling.', 'reason');
  }
  if (problem === 'otherTextRequired') {
    throw invalid('cancellation.otherTextRequired', 'Please share more details.', 'reason');
  }
  if (problem === 'otherTextTooLong') {
    throw invalid(
      'cancellation.otherTextTooLong',
      'Please keep your reason to 500 characters.',
      'reason',
    );
  }
  const text = decoded.otherText?.trim();
  return text ? `${decoded.reason}|${text}` : decoded.reason;
}

function variantOf(policy: PolicyRecord, now: Date): CancellationType {
  const product = productConfigForScheme(policy.schemeCode);
  try {
    return requireCancellationVariant(
      {
        policyDetail: {
          policyStatus: policy.status,
          inceptedAt: policy.inceptedAt,
          createdAt: policy.createdAt,
          terminatedAt: policy.terminatedAt,
        },
      },
      cancellationRulesOf(product),
      now,
    );
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    // A policy already cancelled, ended, or past a cooling-off-only product's days.
    throw new ApiError('conflict', CANCELLATION_NOT_ALLOWED_MESSAGE, {
      code: CANCELLATION_NOT_ALLOWED_CODE,
    });
  }
}

/**
 * Reads a CAN request against the policy's rules at `now` (spec 001 §4, §5; ADR 0039): a reason is
 * required (Other with its text); no changes; in cooling-off cover ends at once (a later date is
 * refused: the cooling-off refund is for ending now); under a Standard rule the day may be any up
 * to the lesser of the days to expiry and daysToDefer, and a past day or none means at once.
 * Throws the spec's configuration error (409 cancellation.notAllowed) when it may not be cancelled.
 */
export function cancellationTerms(
  policy: PolicyRecord,
  body: Pick<CreateAdjustmentRequest, 'changes' | 'reason' | 'effectiveAt'>,
  now: Date,
): CancellationTerms {
  if (body.changes.length > 0) {
    throw new ApiError('bad-request', 'A cancellation carries no changes.', {
      code: 'cancellation.changesNotAllowed',
    });
  }
  const variant = variantOf(policy, now);
  const reason = checkedReason(body.reason);
  const asked = body.effectiveAt ? new Date(body.effectiveAt) : null;
  if (asked && Number.isNaN(asked.getTime())) {
    throw invalid('cancellation.dateInvalid', 'Enter a real date.', 'effectiveAt');
  }
  if (variant === 'CoolingOff') {
    if (asked && isAfterLondonDay(asked, now)) {
      throw invalid(
        'cancellation.coolingOffIsImmediate',
        'A cancellation in the cooling-off period ends your cover straight away.',
        'effectiveAt',
      );
    }
    return { variant, reason, effectiveAt: now, immediate: true };
  }
  if (!asked) return { variant, reason, effectiveAt: now, immediate: true };
  const { daysToDefer } = productConfigForScheme(policy.schemeCode).cancellation;
  const window = cancelDateWindow(
    { policyDetail: { policyStatus: policy.status, expiredAt: policy.expiredAt } },
    daysToDefer,
    now,
  );
  if (isAfterLondonDay(asked, window.latest)) {
    throw invalid(
      'cancellation.dateTooLate',
      `Choose a day no later than ${formatCoverDay(window.latest)}.`,
      'effectiveAt',
    );
  }
  const when = cancelEffectiveAt(asked, now);
  return when.immediate
    ? { variant, reason, effectiveAt: now, immediate: true }
    : { variant, reason, effectiveAt: new Date(when.effectiveAt), immediate: false };
}
