import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

// Fastify's own defaults (@fastify/ajv-compiler), with the app's choices: additional properties
// are refused rather than dropped, and every error is reported at once.
const common: Options = {
  useDefaults: true,
  removeAdditional: false,
  addUsedSchema: false,
  allErrors: true,
};

// Query strings, path parameters and headers only ever arrive as text: "2" for a page number is
// the number 2, and a single value where a list is allowed is a list of one.
const textParts = new Ajv({ ...common, coerceTypes: 'array' });
// A JSON body has real types. A client that sends "7" for a rating, "true" for a consent or
// "1000" for an amount sent the wrong thing, and the platform says so instead of guessing.
const bodies = new Ajv({ ...common, coerceTypes: false });
for (const ajv of [textParts, bodies]) (addFormats.default ?? addFormats)(ajv);

/**
 * The app's validator compiler: bodies are checked exactly as sent, every other part of a request
 * with the coercion text needs. Errors surface as Fastify's (`error.validation`), which the app
 * answers as a 400 problem naming the field.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<FastifySchema> = ({
  schema,
  httpPart,
}) => (httpPart === 'body' ? bodies : textParts).compile(schema as object);
