import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A body the OpenAPI document describes but Fastify does not validate: a multipart body read
     * as a stream by its handler (a validated body would have to be held whole first).
     */
    openApiBody?: FastifySchema['body'];
  }
}

/** The API's description at the top of the OpenAPI document. */
export const OPENAPI_INFO = {
  title: 'Brand motor insurance platform API',
  version: '1.0.0',
  description:
    'The /api the customer portal and the admin console call. Errors are application/problem+json.',
};

/**
 * Collects every route's schema into an OpenAPI 3.1 document: the route schemas are the one
 * source; the document and @brand/api-client are generated from them.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: OPENAPI_INFO,
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // The route's access rule decides whether the call needs the bearer token.
    transform: ({ schema, url, route }) => {
      const config = route.config as { access?: string; openApiBody?: unknown } | undefined;
      const access = config?.access;
      const security = access && access !== 'public' ? [{ bearer: [] }] : [];
      const body = config?.openApiBody ? { body: config.openApiBody } : {};
      return { schema: { ...schema, ...body, security } as typeof schema, url };
    },
  });
}
