import { QueryClient } from '@tanstack/react-query'

export const queryClient = new QueryClient({
  defaultOptions: {
    // The request layer already toasts HTTP errors; a silent retry would show the toast twice.
    queries: { retry: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
})
