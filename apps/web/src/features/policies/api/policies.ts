import { MINUTE_MS, type Policy, type PolicySummary } from '@ft/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '../../../shell/api-client.ts';
import { queryRoots } from '../../../shell/query-roots.ts';

export const policyKeys = {
  all: queryRoots.policies,
  one: (slug: string) => [...queryRoots.policies, slug] as const,
};

export const policiesQuery = () =>
  queryOptions({
    queryKey: policyKeys.all,
    queryFn: async () => (await apiRequest<Envelope<PolicySummary[]>>('/api/v1/policies')).data,
    staleTime: 30 * MINUTE_MS,
  });

export const policyQuery = (slug: string) =>
  queryOptions({
    queryKey: policyKeys.one(slug),
    queryFn: async () =>
      (await apiRequest<Envelope<Policy>>(`/api/v1/policies/${encodeURIComponent(slug)}`)).data,
    staleTime: 30 * MINUTE_MS,
  });
