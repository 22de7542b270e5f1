import type { AdminOverview, bookingFunnelSchema } from '@ft/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type Envelope } from '../../../shell/api-client.ts';

export type BookingFunnel = z.infer<typeof bookingFunnelSchema>;

export const overviewKeys = {
  overview: ['admin', 'overview'] as const,
  funnel: (days: number) => ['admin', 'funnel', days] as const,
};

/** The operator's day: asked again whenever the overview is opened, as its numbers move all day. */
export const overviewQuery = () =>
  queryOptions({
    queryKey: overviewKeys.overview,
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<AdminOverview>>('/api/v1/admin/overview', { signal })).data,
    staleTime: 0,
  });

/** The booking funnel of the last `days` days; the previous period stays on screen while another loads. */
export const funnelQuery = (days: number) =>
  queryOptions({
    queryKey: overviewKeys.funnel(days),
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<BookingFunnel>>('/api/v1/analytics/funnel', { query: { days }, signal }))
        .data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
