import { fetchAppConfig, isAppConfig } from './app-config';

const config = {
  auth: {
    domain: 'http://127.0.0.1:3000/auth',
    issuer: 'http://127.0.0.1:3000/auth/',
    audience: 'http://127.0.0.1:3000/api',
    rolesClaim: 'https://platform.brand.example/roles',
    clientIds: { customerPortal: 'portal', adminConsole: 'admin' },
  },
};

function answer(status: number, body: unknown) {
  return jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });
}

describe('the runtime configuration', () => {
  it('is read from GET /api/app-config', async () => {
    const send = answer(200, config);
    await expect(fetchAppConfig(send)).resolves.toEqual(config);
    expect(send).toHaveBeenCalledWith('/api/app-config', expect.anything());
  });

  it('fails on an error answer or a body of the wrong shape', async () => {
    await expect(fetchAppConfig(answer(503, {}))).rejects.toThrow('HTTP 503');
    await expect(fetchAppConfig(answer(200, { auth: { domain: 'x' } }))).rejects.toThrow(
      'not an app configuration',
    );
    expect(isAppConfig(null)).toBe(false);
    // Without the roles claim's name the console could not tell who holds a role.
    const { rolesClaim: _, ...withoutRolesClaim } = config.auth;
    expect(isAppConfig({ auth: withoutRolesClaim })).toBe(false);
  });
});
