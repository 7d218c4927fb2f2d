/** What every query site needs: run one statement with positional parameters ($1, $2...). */
export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** Which engine is behind a Database: embedded PGlite or a PostgreSQL server. */
export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The platform's one storage seam. Both engines speak PostgreSQL, so repositories write plain SQL
 * once and run unchanged on either (ADR 0005).
 */
export interface Database extends Sql {
  readonly kind: DatabaseKind;
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotice` with each payload NOTIFY sends on `channel`, and `onGap` when notices may
   * have been missed (the listening connection was lost and opened again); resolves to a stop.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
