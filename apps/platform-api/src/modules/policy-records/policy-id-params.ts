import Type from 'typebox';

/** A policy's id in a route's path: the policies' own routes and billing's per-policy routes. */
export const PolicyIdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
});
