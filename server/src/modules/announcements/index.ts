export { saveTexts } from './announcement-texts.service.ts'
export { announcementsModule } from './announcements.module.ts'
export { createAnnouncement, listAnnouncementsForConsole } from './announcements.service.ts'
export { announcementImageOrigins } from './image-origins.service.ts'
