export { chatModule } from './chat.module.ts'
export { chatChannel } from './chat-runtime.ts'
export { unreadChats } from './unread-chats.service.ts'
