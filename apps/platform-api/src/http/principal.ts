/** Who is calling: from a verified access token. */
export type Principal = {
  /** The token's subject: the user the call is made by. */
  readonly userId: string;
  /** The session the token belongs to (tracking is once per proposal per session). */
  readonly sessionId: string;
  /** True for a token from POST /session: a visitor who has not signed in. */
  readonly anonymous: boolean;
  readonly roles: readonly string[];
  readonly permissions: readonly string[];
};
