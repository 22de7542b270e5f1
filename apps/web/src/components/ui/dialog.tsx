import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last: the native modal
 * keeps the page behind it inert but lets focus leave for the browser's own controls.
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal sheet: rises from the bottom on a phone, centred on a wide screen. The native <dialog> keeps focus
 * inside (with `wrapTab`), gives it back on close and closes on Escape (which calls `onClose`, like the
 * buttons do).
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const element = ref.current;
    if (!element || element.open) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    return () => {
      if (typeof element.close === 'function') element.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onKeyDown={wrapTab}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="mx-auto mt-auto mb-0 max-h-[90dvh] w-full max-w-[480px] overflow-y-auto rounded-t-3xl bg-white p-0 text-gray-900 backdrop:bg-black/40 sm:mb-auto sm:rounded-3xl"
    >
      <div className="px-5 pt-6 pb-[calc(1.25rem+env(safe-area-inset-bottom))]">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {title}
        </h2>
        {description && (
          <div id={`${id}-description`} className="mt-2 text-[15px] leading-6 text-gray-700">
            {description}
          </div>
        )}
        <div className="mt-5">{children}</div>
      </div>
    </dialog>
  );
}
