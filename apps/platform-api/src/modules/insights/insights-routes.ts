import { principalOf } from '../../http/access';
import { ProblemResponses } from '../../http/schemas';
import type { RoutesModule } from '../../platform-context';
import { FeedbackBody, ImpressionBody, RecordedSchema } from './insights-schemas';
import { recordFeedback, recordImpression } from './insights-service';

/** Insights: the customers' feedback prompts and the tracked impressions of proposals. */
export const insightsRoutes: RoutesModule = (api, context) => {
  const tags = ['insights'];

  api.post(
    '/insights/feedback',
    {
      // Feedback is the customer's own voice: an agent acting for them is never asked (spec 001 §5).
      config: { access: 'caller', customerOnly: true },
      schema: {
        operationId: 'postFeedback',
        tags,
        summary:
          "The customer's rating of a purchase, change or cancellation of their policy, once per policy and kind.",
        body: FeedbackBody,
        response: { 200: RecordedSchema, 201: RecordedSchema, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      const recorded = await recordFeedback(context, principalOf(request), request.body);
      reply.code(recorded ? 201 : 200);
      return { recorded };
    },
  );

  api.post(
    '/insights/impression',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'postImpression',
        tags,
        summary: 'Records that a proposal was seen with tracking parameters, once per session.',
        body: ImpressionBody,
        response: { 200: RecordedSchema, 201: RecordedSchema, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      const recorded = await recordImpression(context, principalOf(request), request.body);
      reply.code(recorded ? 201 : 200);
      return { recorded };
    },
  );
};
