import { startApp } from '@brand/app-shell';
import { App } from './App';

void startApp('adminConsole', (authClient, config) => (
  <App authClient={authClient} rolesClaim={config.auth.rolesClaim} />
));
