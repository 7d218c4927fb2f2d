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
  /**
   * Runs `work` holding the lock called `name`, waiting for it first: one holder at a time across
   * every process on this database (a background job's run on several instances, a start-up).
   * On PostgreSQL a session advisory lock on a connection of its own, which the server lets go
   * when the process dies; on PGlite one process owns the data folder (lockDataFolder), so a turn
   * within the process is the whole of it. Not re-entrant.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
