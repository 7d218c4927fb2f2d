// The chat module (issue 19, ADR 0046): customers' (and visitors') conversations with the agents,
// stored in PostgreSQL, live over server-sent events, emailed when the customer has left; a
// vendor (Intercom, Zendesk) replaces it by configuration. It reads quotes and policies (whose
// they are) through the front doors below it.
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
// The unseen answers' email, started from the jobs registry.
export { startChatEmailJob } from './chat-email-job';
export { chatRoutes } from './chat-routes';
