import { startApp } from '@brand/app-shell';
import { App } from './App';

void startApp('adminConsole', (authClient) => <App authClient={authClient} />);
