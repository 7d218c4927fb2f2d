import {
  isAbortError,
  isApiClientError,
  type ReadAuditLogParams,
  type ReadAuditLogResult,
  readAuditLog,
} from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import { useCallback, useEffect, useState } from 'react';

type Entry = ReadAuditLogResult['entries'][number];
/** A person the platform named: whom a page is filtered by, or one of several a name matched. */
export type AuditPerson = NonNullable<ReadAuditLogResult['agent']>;

/** The log as the page shows it: the pages read so far, appended, and where it stands. */
export type AuditLogView =
  | { status: 'loading' }
  | { status: 'failed'; code: string | null }
  | {
      status: 'loaded';
      entries: Entry[];
      agent: AuditPerson | null;
      customer: AuditPerson | null;
      matches: ReadAuditLogResult['matches'];
      nextCursor: string | null;
      /** A next page is being read. */
      more: boolean;
      /** Reading the next page failed; the entries so far stay. */
      moreFailed: boolean;
    };

/**
 * The supervisor's audit log under `filters`: the first page on every change of them, then
 * `loadMore` appends the next. A refused filter (bad date, from after to) is `failed` with the
 * platform's code, which the page turns into its sentence.
 */
export function useAuditLog(filters: ReadAuditLogParams) {
  const api = useApiClient();
  const [view, setView] = useState<AuditLogView>({ status: 'loading' });
  const { agent, customer, agentUserId, customerUserId, from, to } = filters;

  useEffect(() => {
    const controller = new AbortController();
    setView({ status: 'loading' });
    readAuditLog(
      api,
      { agent, customer, agentUserId, customerUserId, from, to },
      { signal: controller.signal },
    ).then(
      (page) =>
        setView({
          status: 'loaded',
          entries: page.entries,
          agent: page.agent,
          customer: page.customer,
          matches: page.matches,
          nextCursor: page.nextCursor,
          more: false,
          moreFailed: false,
        }),
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        setView({
          status: 'failed',
          code: isApiClientError(error) ? (error.problem?.code ?? null) : null,
        });
      },
    );
    return () => controller.abort();
  }, [api, agent, customer, agentUserId, customerUserId, from, to]);

  const cursor = view.status === 'loaded' ? view.nextCursor : null;
  const loadMore = useCallback(() => {
    if (!cursor) return;
    setView((shown) => (shown.status === 'loaded' ? { ...shown, more: true } : shown));
    readAuditLog(api, { agent, customer, agentUserId, customerUserId, from, to, cursor }).then(
      (page) =>
        setView((shown) =>
          shown.status === 'loaded' && shown.nextCursor === cursor
            ? {
                ...shown,
                entries: [...shown.entries, ...page.entries],
                nextCursor: page.nextCursor,
                more: false,
                moreFailed: false,
              }
            : shown,
        ),
      () =>
        setView((shown) =>
          shown.status === 'loaded' ? { ...shown, more: false, moreFailed: true } : shown,
        ),
    );
  }, [api, agent, customer, agentUserId, customerUserId, from, to, cursor]);

  return { view, loadMore };
}
