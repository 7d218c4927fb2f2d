import type { User } from '@auth0/auth0-spa-js';
import { initials } from '@brand/domain';
import type { NavigationUser } from '@brand/ui';

function part(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The signed-in user's first and last names for the navigation bar: the ID token's given and
 * family names, else its `name` split at the last space; a part it lacks stays null (shown as '?').
 * An email address stands in for no name: it is not a person's name.
 */
export function navigationUserOf(user: User | null | undefined): NavigationUser | null {
  if (!user) return null;
  const given = part(user.given_name);
  const family = part(user.family_name);
  if (given || family) return { firstName: given, lastName: family };
  const name = part(user.name);
  if (!name || name === part(user.email) || name.includes('@')) {
    return { firstName: null, lastName: null };
  }
  const space = name.lastIndexOf(' ');
  return space < 0
    ? { firstName: name, lastName: null }
    : { firstName: name.slice(0, space).trim(), lastName: name.slice(space + 1) };
}

/** The account button's initials for a signed-in user ('JC'; '?' for a missing part). */
export function accountInitials(user: User | null | undefined): string {
  return initials(navigationUserOf(user));
}

/** How the pages name the signed-in user: their name, else their email, else their subject. */
export function displayNameOf(user: User | null | undefined): string {
  if (!user) return '';
  const { firstName, lastName } = navigationUserOf(user) ?? {};
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return name || part(user.email) || part(user.sub) || '';
}
