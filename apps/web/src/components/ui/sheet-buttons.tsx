import type { ReactNode } from 'react';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../shell/ui/button-styles.ts';

/**
 * A sheet's foot: 닫기 and the action, the action twice as wide. The action submits the sheet's form unless
 * `onConfirm` runs it directly; while `pending` it is busy and cannot be pressed again.
 */
export function SheetButtons({
  onClose,
  onConfirm,
  pending,
  danger = false,
  className = 'mt-5 flex gap-2',
  children,
}: {
  onClose: () => void;
  onConfirm?: () => void;
  pending: boolean;
  danger?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <button type="button" onClick={onClose} className={`${SECONDARY_BUTTON} flex-1`}>
        닫기
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        disabled={pending}
        aria-busy={pending}
        className={`${danger ? DANGER_BUTTON : PRIMARY_BUTTON} flex-[2] disabled:opacity-60`}
      >
        {children}
      </button>
    </div>
  );
}
