import { HEALTH_CHECK_TIMEOUT_MS, type Health } from '@ft/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '../../../shell/api-client.ts';

export const systemKeys = { health: ['system', 'health'] as const };

/** docs/product.md § API: the health call waits at most 10 s and is never retried. */
export const healthQuery = () =>
  queryOptions({
    queryKey: systemKeys.health,
    queryFn: async () =>
      (
        await apiRequest<Envelope<Health>>('/api/health', {
          timeoutMs: HEALTH_CHECK_TIMEOUT_MS,
          retry: false,
        })
      ).data,
  });
