import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../shell/ui/button-styles.ts';
import { Dialog } from './dialog.tsx';

/** Asked before leaving a form with something typed and not saved, wherever the person was going. */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <Dialog
      title="수정한 내용을 저장하지 않고 나갈까요?"
      description="지금 나가면 바꾼 내용이 사라져요."
      onClose={onStay}
    >
      <div className="flex gap-2">
        <button type="button" onClick={onLeave} className={`${SECONDARY_BUTTON} flex-1`}>
          나가기
        </button>
        <button type="button" onClick={onStay} className={`${PRIMARY_BUTTON} flex-[2]`}>
          계속 수정하기
        </button>
      </div>
    </Dialog>
  );
}
