import { useSyncExternalStore } from 'react';
import {
  dismissToast,
  getServerToasts,
  getToasts,
  runToastAction,
  subscribeToasts,
  type Toast,
} from './toast-store.ts';

const STYLES: Record<Toast['type'], { box: string; icon: string }> = {
  success: { box: 'bg-gray-900 text-white', icon: '✓' },
  info: { box: 'bg-gray-900 text-white', icon: 'ℹ' },
  warning: { box: 'bg-amber-50 text-amber-950 ring-1 ring-amber-300', icon: '!' },
  error: { box: 'bg-red-50 text-red-950 ring-1 ring-red-300', icon: '!' },
};

function ToastItem({ toast }: { toast: Toast }) {
  const style = STYLES[toast.type];
  const action = toast.action;
  return (
    <div
      role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-2xl px-4 py-3 shadow-lg ${style.box}`}
    >
      <span aria-hidden="true" className="mt-0.5 font-bold">
        {style.icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.message && <p className="mt-0.5 text-sm opacity-90">{toast.message}</p>}
        {action && 'kind' in action ? (
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              className="min-h-11 rounded-xl bg-white/20 px-4 font-semibold ring-1 ring-current"
              onClick={action.cancelAction.handler}
            >
              {action.cancelAction.label}
            </button>
            <button
              type="button"
              className="min-h-11 rounded-xl bg-brand-700 px-4 font-semibold text-white"
              onClick={action.confirmAction.handler}
            >
              {action.confirmAction.label}
            </button>
          </div>
        ) : action ? (
          // A real button, 44 px tall, named by its label; running it closes the toast.
          <button
            type="button"
            className="mt-2 min-h-11 min-w-11 rounded-xl px-4 font-semibold ring-1 ring-current"
            onClick={() => runToastAction(toast.id, action)}
          >
            {action.label}
          </button>
        ) : null}
      </div>
      {!(action && 'kind' in action) && (
        <button
          type="button"
          aria-label="알림 닫기"
          className="-mr-2 -mt-1 flex size-11 shrink-0 items-center justify-center rounded-full opacity-70 hover:opacity-100"
          onClick={() => dismissToast(toast.id)}
        >
          ✕
        </button>
      )}
    </div>
  );
}

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <section
      aria-label="알림"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 mx-auto flex max-w-[480px] flex-col gap-2 p-3"
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </section>
  );
}
