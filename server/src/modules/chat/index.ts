export { chatModule } from './chat.module.ts'
export { unreadChats } from './unread-chats.service.ts'
