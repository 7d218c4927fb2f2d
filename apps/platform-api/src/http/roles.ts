// The roles a route may ask for besides a permission: the domain's (@brand/domain ROLES), so the
// console shows a tool to exactly those the API lets use it.
export { ROLES, type Role } from '@brand/domain';
