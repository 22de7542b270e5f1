import type { Settings } from '@ft/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, type Envelope } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

const SETTINGS_PATH = '/api/v1/users/settings';

export const settingsQuery = () =>
  queryOptions({
    queryKey: ['me', 'settings'],
    queryFn: async () => (await apiRequest<Envelope<Settings>>(SETTINGS_PATH)).data,
  });

/** The switch moves at once; the server's answer then replaces it, or the old value comes back on failure. */
export function useUpdateSettingsMutation() {
  const queryClient = useQueryClient();
  const { queryKey } = settingsQuery();
  return useMutation({
    mutationFn: async (change: Partial<Settings>) =>
      (await apiRequest<Envelope<Settings>>(SETTINGS_PATH, { method: 'PUT', body: change })).data,
    onMutate: (change) => {
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (old) => (old ? { ...old, ...change } : old));
      return { previous };
    },
    onSuccess: (settings) => queryClient.setQueryData(queryKey, settings),
    // Here rather than at the call: every failed switch says so, not only the last one tapped.
    onError: (error, _change, context) => {
      queryClient.setQueryData(queryKey, context?.previous);
      toast.error('설정을 저장하지 못했어요', error.message);
    },
  });
}

/** The account is gone: so are the session and the settings cached for it. */
export function useDeleteAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/v1/users/me', { method: 'DELETE', body: { confirm: true } }),
    onSuccess: () => {
      // The session first: the signed-in screen showing the settings goes before their query does.
      session.clear();
      queryClient.removeQueries({ queryKey: settingsQuery().queryKey });
    },
  });
}
