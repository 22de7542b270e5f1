import type { Consents, MarketingConsentBody } from '@ft/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '../../../shell/api-client.ts';
import { session } from '../../../shell/session.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import { accountKeys } from './query-keys.ts';

const CONSENTS_PATH = '/api/v1/users/consents';

export const consentsQuery = () =>
  queryOptions({
    queryKey: accountKeys.consents,
    queryFn: async () => (await apiRequest<Envelope<Consents>>(CONSENTS_PATH)).data,
  });

/**
 * 마케팅 정보 수신 on or off: the server keeps each change as a record with its time, and answers the consents
 * as they now stand (the switch shows them, with the date of the change). The signed-in user's
 * marketingConsent follows.
 */
export function useMarketingConsentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MarketingConsentBody) =>
      (await apiRequest<Envelope<Consents>>(`${CONSENTS_PATH}/marketing`, { method: 'PUT', body })).data,
    onSuccess: (consents, { agreed }) => {
      queryClient.setQueryData(consentsQuery().queryKey, consents);
      // The marketing switch in 알림 shows off while the consent is withdrawn.
      void queryClient.invalidateQueries({ queryKey: accountKeys.notificationPreferences });
      const user = session.get().user;
      if (user) session.update({ user: { ...user, marketingConsent: agreed } });
      toast.success(agreed ? '마케팅 정보 수신에 동의했어요' : '마케팅 정보 수신 동의를 철회했어요');
    },
    onError: (error) => toast.error('동의를 바꾸지 못했어요', error.message),
  });
}
