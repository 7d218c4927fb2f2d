import Type from 'typebox';

export const AccessTokenResponse = Type.Object({
  accessToken: Type.String({ description: 'A bearer token (JWT) for the other calls.' }),
});

export const BackBookRequest = Type.Object(
  {
    externalReference: Type.String({ minLength: 1, maxLength: 40 }),
    dateOfBirth: Type.String({ format: 'date', description: 'YYYY-MM-DD' }),
    postcode: Type.String({ minLength: 1, maxLength: 10 }),
    brand: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
