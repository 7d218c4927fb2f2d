import { startApp } from '@brand/app-shell';
import { App } from './App';

void startApp('customerPortal', (authClient) => <App authClient={authClient} />);
