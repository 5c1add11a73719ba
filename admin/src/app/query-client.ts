import { QueryClient } from '@tanstack/react-query'

// Failures are already shown by the request helper; retrying would repeat the toast.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
})
