// The frame of every management page: its own heading, a way back up, the policy's number, and
// the platform's refusal of the last create or commit, if any.
import { ShellPage } from '@brand/app-shell';
import type { ReactNode } from 'react';
import { useTexts } from '../../shared/texts';
import type { Policy } from '../policyApi';

/** Props of ManagementPage. */
export interface ManagementPageProps {
  policy: Policy;
  title: string;
  /** Where the up link goes, and its words. */
  up: { href: string; text: string };
  children: ReactNode;
}

/** A management page in the policy's frame. */
export function ManagementPage({ policy, title, up, children }: ManagementPageProps) {
  const t = useTexts();
  return (
    <ShellPage
      focusOnNavigation
      title={title}
      subtitle={t('policy.number', { policyNumber: policy.policyNumber })}
      upLink={up}
    >
      {children}
    </ShellPage>
  );
}
