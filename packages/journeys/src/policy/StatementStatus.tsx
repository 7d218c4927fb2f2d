// A statement's status as a badge (spec 001 §2 "Billing tab"): draft none, pending a clock, failed
// a warning, settled a tick. Each icon has its own shape and the status's text as its name, so the
// status reads without colour and is announced once.
import type { StatementIcon } from '@brand/domain';
import { StatusBadge } from '@brand/ui';
import type { ReactElement } from 'react';
import { useTexts } from '../shared/texts';
import { statementStatusView } from './billing-view';

const ICON_PATHS = {
  clock: (
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2.5a7.5 7.5 0 1 1 0 15 7.5 7.5 0 0 1 0-15Zm-1.25 2.5v5.6l4.2 2.5 1.3-2.1-3-1.8V7h-2.5Z" />
  ),
  warning: <path d="M12 2 1 21h22L12 2Zm1.25 16h-2.5v-2.5h2.5V18Zm0-4h-2.5V9h2.5v5Z" />,
  tick: (
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.4 14.6-4.3-4.3 1.8-1.8 2.5 2.5 5.3-5.3 1.8 1.8-7.1 7.1Z" />
  ),
} as const satisfies Record<StatementIcon, ReactElement>;

/** Props of StatementStatus. */
export interface StatementStatusProps {
  /** The statement's status (DRAFT, PENDING, FAILED, SETTLED). */
  status: string;
}

/** A statement status: its icon named by the status's text, then the text (a draft: text only). */
export function StatementStatus({ status }: StatementStatusProps) {
  const t = useTexts();
  const view = statementStatusView(status);
  const label = t(view.labelKey);
  return (
    <StatusBadge tone={view.tone} data-status={status}>
      {view.icon ? (
        <svg
          role="img"
          aria-label={label}
          viewBox="0 0 24 24"
          width={14}
          height={14}
          focusable="false"
          fill="currentColor"
          data-icon={view.icon}
        >
          {ICON_PATHS[view.icon]}
        </svg>
      ) : null}
      {/* The icon already says it to assistive technology; the text is for the eye. */}
      <span aria-hidden={view.icon ? true : undefined}>{label}</span>
    </StatusBadge>
  );
}
