import { Auth0Client } from '@auth0/auth0-spa-js';
import { authClientOptions, createAuthClient } from './auth-client';

jest.mock('@auth0/auth0-spa-js', () => ({
  Auth0Client: jest.fn().mockImplementation(() => ({ loginWithRedirect: jest.fn() })),
}));

const settings = {
  domain: 'http://127.0.0.1:3000/auth',
  issuer: 'http://127.0.0.1:3000/auth/',
  audience: 'http://127.0.0.1:3000/api',
  rolesClaim: 'https://platform.brand.example/roles',
  clientIds: { customerPortal: 'portal-client', adminConsole: 'admin-client' },
};

describe('the Auth0 SDK client of each app', () => {
  it('signs the customer portal in with its client id, back to /callback', async () => {
    const client = createAuthClient(settings, 'customerPortal', 'http://127.0.0.1:3000');
    // The SDK loads when first needed (a visitor who never signed in never downloads it).
    expect(Auth0Client).not.toHaveBeenCalled();
    await client.loginWithRedirect();
    expect(Auth0Client).toHaveBeenCalledWith({
      domain: 'http://127.0.0.1:3000/auth',
      clientId: 'portal-client',
      cacheLocation: 'localstorage',
      useRefreshTokens: true,
      useRefreshTokensFallback: true,
      authorizationParams: {
        audience: 'http://127.0.0.1:3000/api',
        redirect_uri: 'http://127.0.0.1:3000/callback',
        scope: 'openid profile email offline_access',
      },
    });
  });

  it('signs the admin console in with its own client id, back to /admin/callback', () => {
    const options = authClientOptions(settings, 'adminConsole', 'https://brand.example');
    expect(options.clientId).toBe('admin-client');
    expect(options.authorizationParams.redirect_uri).toBe('https://brand.example/admin/callback');
  });

  it("passes an https issuer on (an Auth0 tenant) and leaves an http one to the SDK's default", () => {
    expect(authClientOptions(settings, 'customerPortal', 'http://x')).not.toHaveProperty('issuer');
    const tenant = {
      ...settings,
      domain: 'brand.eu.auth0.com',
      issuer: 'https://login.brand.example/',
    };
    expect(authClientOptions(tenant, 'customerPortal', 'http://x')).toHaveProperty(
      'issuer',
      'https://login.brand.example/',
    );
  });
});
