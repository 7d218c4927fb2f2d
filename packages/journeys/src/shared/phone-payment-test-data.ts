// Test data of the phone-payment screens: an agent's access token, as the admin console holds it.
import { IMPERSONATE_PERMISSION } from '@brand/app-shell';

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT whose `permissions` hold access:impersonate (the app never checks signatures). */
export function agentToken(): string {
  return `${base64Url({ alg: 'none' })}.${base64Url({ sub: 'agent_1', permissions: [IMPERSONATE_PERMISSION] })}.sig`;
}
