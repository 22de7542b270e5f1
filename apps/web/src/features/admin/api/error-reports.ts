import type { ErrorReport, ListEnvelope } from '@ft/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shell/api-client.ts';

export const ERROR_REPORTS_PAGE_SIZE = 20;

export const errorReportKeys = {
  all: ['admin', 'error-reports'] as const,
  page: (page: number) => ['admin', 'error-reports', page] as const,
};

export const errorReportsQuery = (page: number) =>
  queryOptions({
    queryKey: errorReportKeys.page(page),
    queryFn: ({ signal }) =>
      apiRequest<ListEnvelope<ErrorReport>>('/api/v1/admin/error-reports', {
        query: { page, limit: ERROR_REPORTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
