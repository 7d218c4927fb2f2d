import type { RoutesModule } from '../../platform-context';

/** GET /api/openapi.json: the OpenAPI 3.1 document of every call, generated from the routes. */
export const openApiRoutes: RoutesModule = (api) => {
  api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    api.swagger(),
  );
};
