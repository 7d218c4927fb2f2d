/** A JSON Schema as the OpenAPI document holds it (only what the fuzz run reads). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** A parameter of an operation: in the path, the query or a header. */
export type Parameter = { name: string; required: boolean; schema: JsonSchema };

/** One operation of the OpenAPI document, as the fuzz run calls it. */
export type Operation = {
  operationId: string;
  method: string;
  /** The path template ('/api/proposals/{id}'). */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  /** The JSON body's schema, or null when the operation takes none. */
  body: JsonSchema | null;
};

type OpenApiParameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
/** The part of an OpenAPI 3 document the fuzz run reads. */
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

const parametersIn = (operation: OpenApiOperation, place: string): Parameter[] =>
  (operation.parameters ?? [])
    .filter((parameter) => parameter.in === place)
    .map((parameter) => ({
      name: parameter.name,
      required: parameter.required === true,
      schema: parameter.schema ?? {},
    }));

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      operationId: operation.operationId ?? `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      pathParams: parametersIn(operation, 'path'),
      query: parametersIn(operation, 'query'),
      headers: parametersIn(operation, 'header'),
      body: operation.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
}

/** True for a method whose body Fastify reads. */
export function takesBody(operation: Operation): boolean {
  return operation.method !== 'GET' && operation.method !== 'HEAD';
}
