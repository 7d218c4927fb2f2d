import { TRACKING_PARAMETERS } from '@brand/domain';
import Type from 'typebox';
import { Literals } from '../../http/schemas';

/** The longest feedback comment, in characters. */
export const MAX_FEEDBACK_COMMENT = 1000;

export const FeedbackBody = Type.Object(
  {
    type: Literals(['cancellation', 'mta', 'purchase']),
    rating: Type.Integer({ minimum: 1, maximum: 10 }),
    comment: Type.Optional(Type.String({ maxLength: MAX_FEEDBACK_COMMENT })),
    tags: Type.Object(
      { policyId: Type.String({ minLength: 1, maxLength: 64 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const ImpressionBody = Type.Object(
  {
    proposalCode: Type.String({ minLength: 1, maxLength: 64 }),
    values: Type.Object(
      Object.fromEntries(
        TRACKING_PARAMETERS.map((name) => [name, Type.Optional(Type.String({ maxLength: 200 }))]),
      ),
      { additionalProperties: false, minProperties: 1 },
    ),
  },
  { additionalProperties: false },
);

export const RecordedSchema = Type.Object({ recorded: Type.Boolean() });
