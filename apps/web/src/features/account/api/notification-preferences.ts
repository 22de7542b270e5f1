import type {
  NoticeChannel,
  NoticeKind,
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@ft/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '../../../shell/api-client.ts';
import { session } from '../../../shell/session.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import { accountKeys } from './query-keys.ts';

const PREFERENCES_PATH = '/api/v1/users/me/notification-preferences';

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: accountKeys.notificationPreferences,
    queryFn: async () => (await apiRequest<Envelope<NotificationPreferences>>(PREFERENCES_PATH)).data,
  });

export interface SwitchChange {
  kind: NoticeKind;
  channel: NoticeChannel;
  enabled: boolean;
}

/**
 * One switch: it moves at once; the server's answer then replaces the whole grid, or the switch goes back and a
 * toast says why. Marketing turned on or off is the consent itself, so the consent list and the signed-in
 * user's marketingConsent follow the answer.
 */
export function useNoticeSwitchMutation() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationPreferencesQuery();
  return useMutation({
    mutationFn: async ({ kind, channel, enabled }: SwitchChange) => {
      const body = { preferences: { [kind]: { [channel]: enabled } } } as NotificationPreferencesUpdate;
      return (await apiRequest<Envelope<NotificationPreferences>>(PREFERENCES_PATH, { method: 'PUT', body }))
        .data;
    },
    onMutate: async ({ kind, channel, enabled }) => {
      // A slower read arriving after the tap must not put the old value back.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (old) =>
        old
          ? {
              ...old,
              preferences: { ...old.preferences, [kind]: { ...old.preferences[kind], [channel]: enabled } },
            }
          : old,
      );
      return { previous };
    },
    onSuccess: (answer, { kind }) => {
      queryClient.setQueryData(queryKey, answer);
      if (kind !== 'marketing') return;
      void queryClient.invalidateQueries({ queryKey: accountKeys.consents });
      const user = session.get().user;
      if (user) session.update({ user: { ...user, marketingConsent: answer.marketingConsent.agreed } });
    },
    // Here rather than at the call: every failed switch says so, not only the last one tapped.
    onError: (error, _change, context) => {
      queryClient.setQueryData(queryKey, context?.previous);
      toast.error('알림 설정을 저장하지 못했어요', error.message);
    },
  });
}
