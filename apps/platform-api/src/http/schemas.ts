import Type from 'typebox';

/** The application/problem+json body, as the OpenAPI document describes it. */
export const ProblemSchema = Type.Object({
  type: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  detail: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
  errors: Type.Optional(
    Type.Array(Type.Object({ path: Type.String(), message: Type.String(), text: Type.String() })),
  ),
});

/** The error answers every route may give (4xx and 5xx are problem+json). */
export const ProblemResponses = {
  '4xx': { ...ProblemSchema, description: 'A problem (application/problem+json).' },
  '5xx': { ...ProblemSchema, description: 'A fault on our side.' },
};

/** The empty answer of a call that only acts. */
export const NoContent = Type.Null({ description: 'No content.' });

/** A schema that may also be null. */
export const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An enum of the domain's string tables: `enum` in JSON Schema, a literal union in TypeScript. */
export const Literals = <const T extends string[]>(values: readonly [...T]) => Type.Enum(values);
