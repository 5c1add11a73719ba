export { teamModule } from './team.module.ts'
