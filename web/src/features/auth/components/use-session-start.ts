import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from '../../../lib/router.ts'
import type { SessionReply } from '@app/contracts/auth'
import { saveSession } from '../../../lib/session.ts'
import { paths } from '../../../lib/routes.ts'

/** Only in-app pages are followed after login, never an outside address. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/pages/') && value.split('?')[0] !== paths.sign ? value : paths.home
}

/** Stores the session and goes home, or back to the page that asked for a login. */
export function useSessionStart(): (reply: SessionReply) => void {
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const queryClient = useQueryClient()
  return (reply) => {
    queryClient.clear()
    saveSession(reply.token, reply.userInfo)
    void navigate(safeRedirect(search.get('redirect')), { replace: true })
  }
}
