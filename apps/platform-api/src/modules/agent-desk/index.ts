// The agent-desk module: agents find a customer by what a caller tells them (name, email, phone,
// postcode, date of birth, policy number, quote reference, registration; ADR 0044) and read the
// customer's whole record before acting for them. It reads what the modules below own through
// their front doors, so it sits above them all.
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { agentDeskRoutes } from './agent-desk-routes';
// The search itself, for the benchmark (bench/search-bench.ts), which times it as the route runs it.
export { searchCustomers } from './customer-search';
export { checkedQuery, planSearch } from './search-query';
