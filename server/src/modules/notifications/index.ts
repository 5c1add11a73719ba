export { notificationsChannel } from './notifications-channel.ts'
export { notificationsModule } from './notifications.module.ts'
export { markAllNotificationsRead } from './notifications.service.ts'
export { type NotifyStep, notifyUser, seenNotifications } from './notify.service.ts'
