export type { NotificationHeadingLevel, NotificationProps } from './Notification';
export { NOTIFICATION_ROLES, Notification } from './Notification';
