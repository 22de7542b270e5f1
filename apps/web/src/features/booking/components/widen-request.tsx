import type { BookingDetail } from '@ft/shared';
import { useEffect, useRef } from 'react';
import { SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { ReplaceDraft } from './rerequest-sheet.tsx';
import { useDraftFromBooking, useFocusBackWhenClosed } from './use-rerequest-form.ts';

/**
 * 열린 요청으로 넓히기: a direct request still waiting for its truck can go to every matching
 * truck instead. The reminder 24 h before it expires links here with `?widen=open`, which brings the card into
 * view and focuses its button.
 */
export function WidenRequestSection({
  booking,
  highlighted,
}: {
  booking: BookingDetail;
  highlighted: boolean;
}) {
  const { choose, asking, replacing } = useDraftFromBooking(booking);
  const button = useRef<HTMLButtonElement>(null);
  useFocusBackWhenClosed(button, asking);
  useEffect(() => {
    // Focus scrolls the button into view as well.
    if (highlighted) button.current?.focus();
  }, [highlighted]);

  return (
    <section
      aria-labelledby="widen-title"
      className={`rounded-2xl p-4 ${highlighted ? 'bg-amber-50 ring-2 ring-amber-400' : 'bg-gray-50'}`}
    >
      <h2 id="widen-title" className="text-base font-bold">
        아직 답을 기다리고 있나요?
      </h2>
      <p className="mt-1 text-sm break-keep text-gray-700">
        열린 요청으로 넓히면 조건에 맞는 여러 푸드트럭이 보고 견적을 보내요. 내용은 그대로 채워 드리고, 열린
        요청을 보내면 지금 요청은 취소돼요.
      </p>
      <button
        ref={button}
        type="button"
        onClick={() => choose({ kind: 'open' })}
        className={`${SECONDARY_BUTTON} mt-3`}
      >
        열린 요청으로 넓히기
      </button>
      <ReplaceDraft replacing={replacing} />
    </section>
  );
}
