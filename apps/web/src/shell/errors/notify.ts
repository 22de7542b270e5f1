import { SEVERITY_TOAST } from '@ft/shared';
import { type ToastActionSpec, toast } from '../ui/toast-store.ts';
import { type NormalizedError, normalizeError } from './normalize.ts';

export const SUPPORT_EMAIL = 'help@example.com';

/**
 * docs/product.md § Errors toast by severity: low → info (5 s), medium → warning (7 s), high/critical → error
 * until dismissed, with 다시 시도 when the failure can be retried, or a way to reach support. The title says
 * what did not happen (docs/decisions/016), the message why.
 */
export function notifyError(error: NormalizedError, title: string, retry?: () => void): string {
  const style = SEVERITY_TOAST[error.severity];
  let action: ToastActionSpec | undefined;
  if (error.severity === 'high' || error.severity === 'critical') {
    action =
      retry && error.retryable
        ? { label: '다시 시도', handler: retry }
        : {
            label: '고객센터 문의',
            handler: () => {
              window.location.href = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`[푸드트럭 예약] 오류 문의 (${error.code})`)}`;
            },
          };
  }
  return toast.show({
    type: style.type,
    title,
    message: error.userMessage,
    durationMs: style.durationMs,
    ...(action ? { action } : {}),
  });
}

/**
 * Losing the connection is said once, when it happens: queries pause while offline (no retry storm) and
 * would otherwise fail silently. The notice goes away when the connection is back.
 */
export function startOfflineNotice(): () => void {
  let shown: string | null = null;
  const onOffline = () => {
    if (shown) return;
    shown = toast.show({
      type: 'error',
      title: '인터넷 연결이 끊겼어요',
      message: normalizeError(new TypeError('offline')).userMessage,
      durationMs: null,
    });
  };
  const onOnline = () => {
    if (shown) toast.dismiss(shown);
    shown = null;
  };
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  if (navigator.onLine === false) onOffline();
  return () => {
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
  };
}
