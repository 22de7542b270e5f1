import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shell/api-client.ts';
import { session } from '../../../shell/session.ts';
import { notificationPreferencesQuery } from './notification-preferences.ts';

/** The account is gone: so are the session and the settings cached for it. */
export function useDeleteAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/v1/users/me', { method: 'DELETE', body: { confirm: true } }),
    onSuccess: () => {
      // The session first: the signed-in screen showing the settings goes before their query does.
      session.clear();
      queryClient.removeQueries({ queryKey: notificationPreferencesQuery().queryKey });
    },
  });
}
