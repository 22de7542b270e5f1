import type { Policy, PolicySummary } from '@ft/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const policiesQuery = () =>
  queryOptions({
    queryKey: ['policies'],
    queryFn: () => api.get<PolicySummary[]>('/api/v1/policies'),
    staleTime: 30 * 60_000,
  });

export const policyQuery = (slug: string) =>
  queryOptions({
    queryKey: ['policies', slug],
    queryFn: () => api.get<Policy>(`/api/v1/policies/${encodeURIComponent(slug)}`),
    staleTime: 30 * 60_000,
  });
