import type { SiteInfo } from '@ft/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type Envelope } from './api-client.ts';

/**
 * How this server is set up (`GET /api/v1/site`): the business details of the footer and whether Kakao log-in
 * can work. It comes with the server's render of the screens that show it (routes.tsx), and only a restart
 * changes it. Here rather than in a feature because the footer (components/) and the log-in (features/auth)
 * both read it.
 */
export const siteKeys = { site: ['site'] as const };

export const siteQuery = () =>
  queryOptions({
    queryKey: siteKeys.site,
    queryFn: async ({ signal }) => (await apiRequest<Envelope<SiteInfo>>('/api/v1/site', { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
