import { TOAST_DEFAULT_DURATION_MS } from '@ft/shared';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastAction {
  label: string;
  handler: () => void;
}

/**
 * docs/product.md § Data Toast: an action is a plain labelled button, or confirm-cancel with a handler each.
 */
export type ToastActionSpec =
  | ToastAction
  | { kind: 'confirm-cancel'; confirmAction: ToastAction; cancelAction: ToastAction };

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  action?: ToastActionSpec;
  /** null: stays until the person acts (alerts, confirms, high-severity errors). */
  durationMs: number | null;
}

export type ToastInput = Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number | null };

type Listener = () => void;
const NO_TOASTS: Toast[] = [];
// The server's value too, so hydration finds nothing changed (a different empty array re-renders synchronously).
let toasts: Toast[] = NO_TOASTS;
const listeners = new Set<Listener>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit() {
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = () => toasts;
export const getServerToasts = () => NO_TOASTS;

export function dismissToast(id: string): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** One id per notice (type, title, message), kept across showings. */
const noticeIds = new Map<string, string>();

/**
 * Shows a toast. The same notice is never stacked twice and keeps one id: shown again while on screen it is
 * replaced in place (a lasting one stays lasting), so "you are offline" and a list that failed for that reason
 * read as one toast with the list's 다시 시도, and whoever dismisses the notice by its id (the offline notice,
 * once back online) dismisses it however often it was shown since.
 */
export function showToast(input: ToastInput): string {
  const isConfirm = input.action !== undefined && 'kind' in input.action;
  const notice = isConfirm ? '' : `${input.type}|${input.title}|${input.message}`;
  counter += 1;
  const id = noticeIds.get(notice) ?? `toast-${counter}`;
  if (notice) noticeIds.set(notice, id);
  const shown = toasts.find((t) => t.id === id);
  let durationMs =
    input.durationMs !== undefined ? input.durationMs : isConfirm ? null : TOAST_DEFAULT_DURATION_MS;
  if (shown?.durationMs === null) durationMs = null;
  clearTimeout(timers.get(id));
  toasts = [...toasts.filter((t) => t !== shown), { action: shown?.action, ...input, id, durationMs }];
  if (durationMs !== null)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), durationMs),
    );
  emit();
  return id;
}

/** A plain action closes its toast as it runs: the person has answered it (a retry that fails says so anew). */
export function runToastAction(id: string, action: ToastAction): void {
  dismissToast(id);
  action.handler();
}

export const toast = {
  show: showToast,
  success: (title: string, message?: string) => showToast({ type: 'success', title, message }),
  error: (title: string, message?: string) => showToast({ type: 'error', title, message }),
  warning: (title: string, message?: string) => showToast({ type: 'warning', title, message }),
  info: (title: string, message?: string) => showToast({ type: 'info', title, message }),
  /** An alert stays until dismissed; its default title means "notice". */
  alert: (message: string, title = '알림') => showToast({ type: 'info', title, message, durationMs: null }),
  /** Resolves true on confirm, false on cancel; stays until the person chooses. */
  confirm: (opts: { title: string; message?: string; confirmLabel?: string; cancelLabel?: string }) =>
    new Promise<boolean>((resolve) => {
      const id = showToast({
        type: 'warning',
        title: opts.title,
        message: opts.message,
        action: {
          kind: 'confirm-cancel',
          confirmAction: {
            label: opts.confirmLabel ?? '확인',
            handler: () => {
              dismissToast(id);
              resolve(true);
            },
          },
          cancelAction: {
            label: opts.cancelLabel ?? '취소',
            handler: () => {
              dismissToast(id);
              resolve(false);
            },
          },
        },
      });
    }),
  dismiss: dismissToast,
};
