import { MutationCache, QueryClient } from '@tanstack/react-query'

// Failures are already shown by the request helper; retrying would repeat the toast.
export const queryClient: QueryClient = new QueryClient({
  // Whatever an operator does (confirms a recharge, reads a chat…) may change a queue: the
  // dashboard and the navigation's badges are read again at once rather than at their next round.
  mutationCache: new MutationCache({
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['ops', 'dashboard'] }),
  }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
})
