import { ShellPage, type ShellPageProps } from '@brand/app-shell';
import { AdminViewBar } from './AdminViewBar';

/** A page of the console: the shell's page with the Admin view bar while impersonating. */
export function AdminPage(props: Omit<ShellPageProps, 'banner'>) {
  return <ShellPage {...props} banner={<AdminViewBar />} />;
}
