import {
  type ApplicationDetail,
  type ApplicationDocument,
  type ApplicationListItem,
  type ApplicationStatus,
  type ListEnvelope,
  UPLOAD_LIMITS,
} from '@ft/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest, type Envelope } from '../../../shell/api-client.ts';

/** Cards per page of the review queue. */
export const APPLICATIONS_PAGE_SIZE = 10;

export const adminKeys = {
  applications: ['admin', 'applications'] as const,
  lists: (status: ApplicationStatus) => ['admin', 'applications', 'list', status] as const,
  list: (status: ApplicationStatus, page: number) => ['admin', 'applications', 'list', status, page] as const,
  count: (status: ApplicationStatus) => ['admin', 'applications', 'count', status] as const,
  detail: (id: string) => ['admin', 'applications', 'detail', id] as const,
};

const listApplications = (status: ApplicationStatus, page: number, limit: number, signal?: AbortSignal) =>
  apiRequest<ListEnvelope<ApplicationListItem>>('/api/v1/admin/applications', {
    query: { status, page, limit },
    ...(signal ? { signal } : {}),
  });

/** One page of a tab; the previous page stays on screen while the next one arrives. */
export const applicationsQuery = (status: ApplicationStatus, page: number) =>
  queryOptions({
    queryKey: adminKeys.list(status, page),
    queryFn: ({ signal }) => listApplications(status, page, APPLICATIONS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });

/** A tab's count: the total of a one-card page (the server counts; no list is sent). */
export const applicationCountQuery = (status: ApplicationStatus) =>
  queryOptions({
    queryKey: adminKeys.count(status),
    queryFn: async ({ signal }) => (await listApplications(status, 1, 1, signal)).total,
  });

const applicationPath = (id: string) => `/api/v1/admin/applications/${encodeURIComponent(id)}`;

export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<ApplicationDetail>>(applicationPath(id), { signal })).data,
  });

/**
 * After a decision the detail is the server's answer, the card leaves the cached 심사 대기 pages at once, and
 * every page and count is marked stale to load again when shown (the screen goes back to the queue at once).
 */
function useStoreDecision() {
  const queryClient = useQueryClient();
  return async (application: ApplicationDetail) => {
    queryClient.setQueryData(adminKeys.detail(application.id), application);
    // The queue shown next must not flash the card just decided while it reloads.
    queryClient.setQueriesData<ListEnvelope<ApplicationListItem>>(
      { queryKey: adminKeys.lists('pending') },
      (page) =>
        page && {
          ...page,
          data: page.data.filter((item) => item.id !== application.id),
          total: Math.max(0, page.total - 1),
        },
    );
    queryClient.setQueryData<number>(adminKeys.count('pending'), (count) =>
      count === undefined ? count : Math.max(0, count - 1),
    );
    await queryClient.invalidateQueries({
      queryKey: adminKeys.applications,
      predicate: (query) => query.queryKey[2] !== 'detail',
    });
  };
}

/**
 * Approve / reject. The screen says what went wrong itself (a reason the server refused shows under its
 * field; an application someone else decided first is reloaded), so the client raises no toast of its own.
 */
export function useApproveApplicationMutation(id: string) {
  const store = useStoreDecision();
  return useMutation<ApplicationDetail, ApiError, void>({
    mutationFn: async () =>
      (
        await apiRequest<Envelope<ApplicationDetail>>(`${applicationPath(id)}/approve`, {
          method: 'POST',
          notify: false,
        })
      ).data,
    onSuccess: store,
  });
}

export function useRejectApplicationMutation(id: string) {
  const store = useStoreDecision();
  return useMutation<ApplicationDetail, ApiError, { reason: string }>({
    mutationFn: async (body) =>
      (
        await apiRequest<Envelope<ApplicationDetail>>(`${applicationPath(id)}/reject`, {
          method: 'POST',
          body,
          notify: false,
        })
      ).data,
    onSuccess: store,
  });
}

/** A paper's signed link, renewed (`refresh-url`, owner or admin); the detail in the cache gets the new one. */
export function useRenewDocumentLinkMutation(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation<{ url: string; expiresAt: string }, ApiError, ApplicationDocument>({
    mutationFn: async (document) =>
      (
        await apiRequest<Envelope<{ url: string; expiresAt: string }>>('/api/v1/upload/refresh-url', {
          method: 'POST',
          body: { file_path: document.path, expiry_hours: UPLOAD_LIMITS.expiryHoursDefault },
        })
      ).data,
    onSuccess: (link, document) => {
      queryClient.setQueryData<ApplicationDetail>(adminKeys.detail(applicationId), (current) =>
        current
          ? {
              ...current,
              documents: current.documents.map((d) => (d.id === document.id ? { ...d, ...link } : d)),
            }
          : current,
      );
    },
  });
}
