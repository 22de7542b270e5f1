import { MINUTE_MS } from '@ft/shared';
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Server-rendered data is fresh on arrival: do not fetch it again during hydration.
        staleTime: MINUTE_MS,
        // The API client already retries what is safe to retry (docs/product.md § API); a second layer would
        // multiply it.
        retry: false,
        refetchOnWindowFocus: false,
        // A failure the server rendered (a removed truck's 404) stays what the page shows, in HTML and after hydration alike.
        retryOnMount: false,
      },
    },
  });
}
