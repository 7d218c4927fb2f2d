import { FEATURE_TOGGLE_SETTINGS, formById, isFormId, retailerExists } from '@brand/config';
import { validate } from '@brand/forms';
import Type from 'typebox';
import { impersonatorOf, principalOf } from '../../http/access';
import { notFound } from '../../http/problem';
import { ProblemResponses } from '../../http/schemas';
import { textOf } from '../../http/texts';
import type { RoutesModule } from '../../platform-context';

const FormParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 80 }) });
const ValidationBody = Type.Object(
  {
    data: Type.Record(Type.String(), Type.Unknown()),
    schemeCode: Type.Optional(Type.String({ maxLength: 40 })),
    promoCode: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
const ValidationResult = Type.Object({
  valid: Type.Boolean(),
  errors: Type.Array(
    Type.Object({ path: Type.String(), message: Type.String(), text: Type.String() }),
  ),
});

/**
 * POST /form/validation/{id}: validates answers against one of the brand's forms with the same
 * @brand/forms engine the browser runs, so a client can ask the server's view before it saves.
 */
export const formsRoutes: RoutesModule = (api, context) => {
  api.post(
    '/form/validation/:id',
    {
      config: { access: 'caller' },
      schema: {
        operationId: 'validateForm',
        tags: ['forms'],
        summary: 'Validates answers against a brand form: the first failing rule of each input.',
        params: FormParams,
        body: ValidationBody,
        response: { 200: ValidationResult, ...ProblemResponses },
      },
    },
    async (request) => {
      if (!isFormId(request.params.id)) throw notFound('Form');
      const principal = principalOf(request);
      const errors = validate(formById(request.params.id), request.body.data, {
        features: FEATURE_TOGGLE_SETTINGS,
        isAnonymous: principal.anonymous,
        // An agent acting for a customer may edit what a customer reads only (spec 002 §6).
        isAdmin: impersonatorOf(principal) !== null,
        schemeCode: request.body.schemeCode,
        promoCode: request.body.promoCode ?? null,
        retailerExists,
        now: context.clock.now(),
      });
      return {
        valid: Object.keys(errors).length === 0,
        errors: Object.entries(errors).map(([path, error]) => ({
          path,
          message: error.key,
          text: textOf(error.key, error.params),
        })),
      };
    },
  );
};
