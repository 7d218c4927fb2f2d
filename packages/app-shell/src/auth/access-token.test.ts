import {
  decodeJwtPayload,
  hasPermission,
  IMPERSONATE_PERMISSION,
  permissionsOf,
  rolesOf,
} from './access-token';

function jwt(claims: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('access token claims', () => {
  it('reads the permissions claim', () => {
    const token = jwt({ sub: 'user_1', permissions: ['access:impersonate', 'action:mta-claims'] });
    expect(permissionsOf(token)).toEqual(['access:impersonate', 'action:mta-claims']);
    expect(hasPermission(token, IMPERSONATE_PERMISSION)).toBe(true);
  });

  it('grants nothing without the claim, for a malformed token, or for no token', () => {
    expect(hasPermission(jwt({ sub: 'user_1' }), IMPERSONATE_PERMISSION)).toBe(false);
    expect(hasPermission(jwt({ permissions: 'access:impersonate' }), IMPERSONATE_PERMISSION)).toBe(
      false,
    );
    expect(permissionsOf('not-a-jwt')).toEqual([]);
    expect(permissionsOf('a.%%%.c')).toEqual([]);
    expect(permissionsOf(null)).toEqual([]);
  });

  it('reads the roles from the claim it is told, never from another', () => {
    const claim = 'https://platform.brand.example/roles';
    const token = jwt({ [claim]: ['admin', 'finance', 7], roles: ['supervisor'] });
    expect(rolesOf(token, claim)).toEqual(['admin', 'finance']);
    expect(rolesOf(token, 'https://other.example/roles')).toEqual([]);
    expect(rolesOf(jwt({ [claim]: 'finance' }), claim)).toEqual([]);
    expect(rolesOf(null, claim)).toEqual([]);
  });

  it('decodes UTF-8 claims written in base64url', () => {
    expect(decodeJwtPayload(jwt({ name: 'Zoë Ünal' }))?.name).toBe('Zoë Ünal');
    expect(decodeJwtPayload(jwt([1, 2] as unknown as object))).toBeUndefined();
  });
});
