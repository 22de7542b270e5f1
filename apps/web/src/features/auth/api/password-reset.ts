import type { PasswordResetConfirm, PasswordResetRequest } from '@ft/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shell/api-client.ts';

/**
 * 비밀번호 찾기: both forms show every failure themselves (the field, the expired link, no mail
 * on this server), so no toast and no automatic retry: a repeat would be one more mail.
 */
export function usePasswordResetRequestMutation() {
  return useMutation({
    mutationFn: (body: PasswordResetRequest) =>
      apiRequest('/api/v1/auth/password-reset', { method: 'POST', body, retry: false }),
  });
}

export function usePasswordResetConfirmMutation() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirm) =>
      apiRequest('/api/v1/auth/password-reset/confirm', { method: 'POST', body, retry: false }),
  });
}
