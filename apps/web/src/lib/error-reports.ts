import type { ErrorReportBody } from '@ft/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../shell/api-client.ts';
import { toast } from '../shell/ui/toast-store.ts';

/**
 * docs/product.md § States error report. It says itself whether it was sent (also after the dialog was
 * closed), so the client neither retries nor adds a toast of its own.
 */
export function useErrorReportMutation() {
  return useMutation({
    mutationFn: (body: ErrorReportBody) =>
      apiRequest('/api/v1/error-reports', { method: 'POST', body, retry: false }),
    onSuccess: () => toast.success('오류 신고가 성공적으로 전송되었습니다'),
    // What was typed stays in the dialog; the person can send again.
    onError: () => toast.error('오류 신고 전송에 실패했습니다'),
  });
}
