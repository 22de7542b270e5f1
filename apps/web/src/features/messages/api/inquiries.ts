import type {
  Inquiry,
  InquiryReportBody,
  Message,
  MessagePhoto,
  ReportedInquiry,
  VendorInquiries,
} from '@ft/shared';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type UploadOptions, uploadForm } from '../../../lib/uploads.ts';
import { type ApiError, apiRequest, type Envelope } from '../../../shell/api-client.ts';

/**
 * 문의하기 (decision 090). Keyed under `['inquiries']`: a live event of a message outside any booking invalidates
 * that prefix (app/live-invalidation.ts), so an open inquiry and the owners' list refetch without polling.
 */
export const inquiryKeys = {
  all: ['inquiries'] as const,
  one: (id: string) => ['inquiries', 'one', id] as const,
  ask: (truckId: number) => ['inquiries', 'ask', truckId] as const,
  mine: ['inquiries', 'mine'] as const,
  reported: ['admin', 'inquiry-reports'] as const,
  reportedOne: (id: string) => ['admin', 'inquiry-reports', id] as const,
};

const inquiryPath = (id: string) => `/api/v1/inquiries/${encodeURIComponent(id)}`;

/** The customer's inquiry with a truck, made the first time they ask (PUT: asking twice is the same one). */
export const askInquiryQuery = (truckId: number) =>
  queryOptions({
    queryKey: inquiryKeys.ask(truckId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Envelope<Inquiry>>(`/api/v1/foodtrucks/${truckId}/inquiry`, {
          method: 'PUT',
          signal,
          notify: false,
        })
      ).data,
    staleTime: 30_000,
    retry: false,
  });

export const inquiryQuery = (id: string) =>
  queryOptions({
    queryKey: inquiryKeys.one(id),
    queryFn: async ({ signal }) => (await apiRequest<Envelope<Inquiry>>(inquiryPath(id), { signal })).data,
    // Photo links are signed for one to two hours; it is read again on focus and on live events.
    staleTime: 30_000,
  });

/** 받은 문의, a page at a time (더 보기), the latest message first. */
export const vendorInquiriesQuery = () =>
  infiniteQueryOptions({
    queryKey: inquiryKeys.mine,
    queryFn: async ({ signal, pageParam }) =>
      (
        await apiRequest<Envelope<VendorInquiries>>('/api/v1/foodtrucks/mine/inquiries', {
          query: { page: pageParam },
          signal,
        })
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: 10_000,
  });

/** Puts the message the server answered with into every cached view of the inquiry, before any refetch. */
function appended(data: Inquiry | undefined, message: Message): Inquiry | undefined {
  if (!data || data.messages.some((m) => m.id === message.id)) return data;
  return { ...data, messages: [...data.messages, message] };
}

export function useSendInquiryMessage(inquiry: Pick<Inquiry, 'id' | 'truckId'>) {
  const queryClient = useQueryClient();
  return useMutation<Message, ApiError, { body: string; photoFileId?: string | undefined }>({
    mutationFn: async (input) =>
      (
        await apiRequest<Envelope<Message>>(`${inquiryPath(inquiry.id)}/messages`, {
          method: 'POST',
          body: input,
          notify: false,
          retry: false,
        })
      ).data,
    onSuccess: (message) => {
      for (const key of [inquiryKeys.one(inquiry.id), inquiryKeys.ask(inquiry.truckId)]) {
        queryClient.setQueryData<Inquiry>(key, (data) => appended(data, message));
      }
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
    },
  });
}

export const uploadInquiryPhoto = (id: string, file: File, opts?: UploadOptions): Promise<MessagePhoto> => {
  const form = new FormData();
  form.append('photo', file);
  return uploadForm<MessagePhoto>(`${inquiryPath(id)}/messages/photos`, form, opts);
};

/** Marks the other side's messages read (their 읽음); quiet, as nobody asked for it. */
export function useMarkInquiryRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation<{ read: number }, ApiError, void>({
    mutationFn: async () =>
      (
        await apiRequest<Envelope<{ read: number }>>(`${inquiryPath(id)}/read`, {
          method: 'PUT',
          notify: false,
        })
      ).data,
    onSuccess: (answer) => {
      if (answer.read > 0) void queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
    },
  });
}

export function useReportInquiry(id: string) {
  const queryClient = useQueryClient();
  return useMutation<null, ApiError, InquiryReportBody>({
    mutationFn: async (body) =>
      (
        await apiRequest<Envelope<null>>(`${inquiryPath(id)}/report`, {
          method: 'POST',
          body,
          notify: false,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}

// ── Operators ───────────────────────────────────────────────────────────────────────────────────────

export const reportedInquiriesQuery = () =>
  queryOptions({
    queryKey: inquiryKeys.reported,
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<ReportedInquiry[]>>('/api/v1/admin/inquiry-reports', { signal })).data,
    staleTime: 0,
  });

export const reportedInquiryQuery = (id: string) =>
  queryOptions({
    queryKey: inquiryKeys.reportedOne(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Envelope<Inquiry>>(`/api/v1/admin/inquiry-reports/${encodeURIComponent(id)}`, {
          signal,
        })
      ).data,
  });
