import { accountInitials, displayNameOf, navigationUserOf } from './user-name';

describe('account initials', () => {
  it("takes the ID token's given and family names", () => {
    expect(accountInitials({ given_name: 'Jane', family_name: 'Customer' })).toBe('JC');
  });

  it('splits the full name at its last space when there are no name parts', () => {
    expect(navigationUserOf({ name: 'Mary Ann Smith' })).toEqual({
      firstName: 'Mary Ann',
      lastName: 'Smith',
    });
    expect(accountInitials({ name: 'zoë smith' })).toBe('ZS');
  });

  it("shows '?' for a missing part of the name", () => {
    expect(accountInitials({ given_name: 'Jane' })).toBe('J?');
    expect(accountInitials({ family_name: 'Customer' })).toBe('?C');
    expect(accountInitials({ name: 'Jane' })).toBe('J?');
  });

  it("shows '??' when the only name is an email address", () => {
    expect(accountInitials({ name: 'jane@brand.example', email: 'jane@brand.example' })).toBe('??');
    expect(accountInitials({ email: 'jane@brand.example' })).toBe('??');
  });

  it('is for nobody when nobody is signed in', () => {
    expect(navigationUserOf(null)).toBeNull();
    expect(accountInitials(undefined)).toBe('??');
  });
});

describe('displayNameOf', () => {
  it('names the user, else gives their email, else their subject', () => {
    expect(
      displayNameOf({ given_name: 'Jane', family_name: 'Customer', email: 'j@x.example' }),
    ).toBe('Jane Customer');
    expect(displayNameOf({ email: 'j@x.example', sub: 'user_1' })).toBe('j@x.example');
    expect(displayNameOf({ sub: 'user_1' })).toBe('user_1');
    expect(displayNameOf(null)).toBe('');
  });
});
