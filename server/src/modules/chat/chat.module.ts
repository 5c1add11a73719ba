import type { ServerModule } from '../../lib/route.ts'
import { chatPlugin } from './chat.plugin.ts'

export const chatModule: ServerModule = {
  plugins: [chatPlugin],
}
