import { type BookingDetail, withParticle } from '@ft/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { firstIncompleteStep } from '../draft/draft-steps.ts';
import { type BookingDraft, bookingDraft, type DraftTruck, hasWorkInProgress } from '../draft/draft-store.ts';
import { bookingToDraft, type RerequestTarget } from '../draft/rerequest.ts';

/**
 * The booking's truck as 다시 요청하기 sees it: still listed (with the dishes it offers now), gone from the list
 * (suspended, withdrawn: only an open request is offered), still being looked up, not known (the look-up
 * failed), or none at all (an open request nobody took).
 */
export type RerequestTruck =
  | { state: 'none' }
  | { state: 'checking' }
  | { state: 'unavailable' }
  | { state: 'unknown' }
  | { state: 'bookable'; truck: DraftTruck; dishIds: readonly number[] };

const OPTION =
  'flex min-h-16 w-full flex-col items-start justify-center gap-0.5 rounded-2xl border border-gray-300 bg-white px-4 py-3 text-left disabled:opacity-60';

/** The choice: the same truck on another day, or an open request to every matching truck. */
export function RerequestSheet({
  booking,
  truck,
  onChoose,
  onClose,
}: {
  booking: BookingDetail;
  truck: RerequestTruck;
  onChoose: (target: RerequestTarget) => void;
  onClose: () => void;
}) {
  const id = useId();
  const truckName = booking.truck?.name ?? '';
  const pricedByTruck = !booking.isOpenRequest;
  return (
    <Dialog
      title="다시 요청하기"
      description="이 요청의 행사 정보, 메뉴, 연락처를 채워서 새 요청을 만들어요. 어디로 보낼까요?"
      onClose={onClose}
    >
      <div className="space-y-3">
        {truck.state === 'bookable' && (
          <button
            type="button"
            onClick={() => onChoose({ kind: 'truck', truck: truck.truck, dishIds: truck.dishIds })}
            aria-labelledby={`${id}-truck-title`}
            aria-describedby={`${id}-truck`}
            className={OPTION}
          >
            <span id={`${id}-truck-title`} className="text-base font-bold text-gray-900">
              이 푸드트럭에 다른 날짜로 요청
            </span>
            <span id={`${id}-truck`} className="text-sm break-keep text-gray-700">
              {truck.truck.name}에 날짜를 바꿔 다시 요청해요.
            </span>
          </button>
        )}
        {truck.state === 'checking' && (
          <button
            type="button"
            disabled
            aria-labelledby={`${id}-truck-title`}
            aria-describedby={`${id}-truck`}
            className={OPTION}
          >
            <span id={`${id}-truck-title`} className="text-base font-bold text-gray-900">
              이 푸드트럭에 다른 날짜로 요청
            </span>
            <span id={`${id}-truck`} role="status" className="text-sm text-gray-700">
              지금 예약을 받는지 확인하고 있어요…
            </span>
          </button>
        )}
        {truck.state === 'unavailable' && (
          <p className="rounded-2xl bg-gray-50 px-4 py-3 text-sm break-keep text-gray-700">
            {withParticle(truckName, '은/는')} 지금 예약을 받지 않아요. 열린 요청으로 다른 푸드트럭을
            찾아보세요.
          </p>
        )}
        {truck.state === 'unknown' && (
          <p className="rounded-2xl bg-gray-50 px-4 py-3 text-sm break-keep text-gray-700">
            {withParticle(truckName, '이/가')} 지금 예약을 받는지 확인하지 못했어요. 잠시 뒤 다시 열어주세요.
          </p>
        )}
        <button
          type="button"
          onClick={() => onChoose({ kind: 'open' })}
          aria-labelledby={`${id}-open-title`}
          aria-describedby={`${id}-open`}
          className={OPTION}
        >
          <span id={`${id}-open-title`} className="text-base font-bold text-gray-900">
            여러 푸드트럭에 열린 요청으로 보내기
          </span>
          <span id={`${id}-open`} className="text-sm break-keep text-gray-700">
            조건에 맞는 사장님들이 보고 견적을 보내요.
            {pricedByTruck ? ' 메뉴는 공통 메뉴에서 다시 골라요.' : ''}
          </span>
        </button>
      </div>
      <button type="button" onClick={onClose} className={`${SECONDARY_BUTTON} mt-5`}>
        닫기
      </button>
    </Dialog>
  );
}

/** Asked before a request being written is replaced: typed work is never dropped silently. */
export function ReplaceDraftDialog({
  draft,
  onReplace,
  onContinue,
  onClose,
}: {
  draft: BookingDraft;
  onReplace: () => void;
  onContinue: () => void;
  onClose: () => void;
}) {
  const name = draft.info.eventName?.trim();
  return (
    <Dialog
      title="작성 중인 예약 요청이 있어요"
      description={`${name ? `'${name}' 요청을 작성하고 있었어요. ` : ''}이 예약의 내용으로 채우면 작성 중이던 내용은 사라져요.`}
      onClose={onClose}
    >
      <div className="space-y-2">
        <button type="button" onClick={onReplace} className={PRIMARY_BUTTON}>
          이 예약 내용으로 새로 채우기
        </button>
        <button type="button" onClick={onContinue} className={SECONDARY_BUTTON}>
          작성 중이던 요청 이어서 하기
        </button>
        <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
          닫기
        </button>
      </div>
    </Dialog>
  );
}

/**
 * 다시 요청하기 on a rejected or expired booking: the button, the choice sheet and, when a request is already
 * being written, the question before it is replaced. On a served booking it is 다시 예약하기: the same truck, its
 * menu and the site filled in, a new date to pick (the sheet only when the truck no longer takes requests).
 */
export function RerequestSection({ booking, truck }: { booking: BookingDetail; truck: RerequestTruck }) {
  const [choosing, setChoosing] = useState(false);
  const { choose, asking, dialog } = useDraftFromBooking(booking);
  const opener = useRef<HTMLButtonElement>(null);
  useFocusBackWhenClosed(opener, choosing || asking);
  const served = booking.status === 'completed';

  return (
    <section aria-labelledby="rerequest-title" className="rounded-2xl bg-brand-50 p-4">
      <h2 id="rerequest-title" className="text-base font-bold">
        {served
          ? '같은 트럭으로 다시 예약할까요?'
          : booking.status === 'rejected'
            ? '다른 날짜나 다른 트럭으로 다시 요청해 보세요'
            : '새로 요청해 보세요'}
      </h2>
      <p className="mt-1 text-sm break-keep text-gray-700">
        {served
          ? '메뉴와 장소를 그대로 채워 드려요. 새 날짜만 고르면 돼요.'
          : '이 요청의 내용을 그대로 채워 드려요. 바꿀 부분만 고치면 돼요.'}
      </p>
      <button
        ref={opener}
        type="button"
        onClick={() =>
          served && truck.state === 'bookable'
            ? choose({ kind: 'truck', truck: truck.truck, dishIds: truck.dishIds })
            : setChoosing(true)
        }
        aria-haspopup="dialog"
        className={`${PRIMARY_BUTTON} mt-3`}
      >
        {served ? '다시 예약하기' : '다시 요청하기'}
      </button>
      {choosing && !asking && (
        <RerequestSheet
          booking={booking}
          truck={truck}
          onChoose={(target) => {
            setChoosing(false);
            choose(target);
          }}
          onClose={() => setChoosing(false)}
        />
      )}
      {dialog}
    </section>
  );
}

/** Back to the button once every sheet is gone (while one is open the page behind it cannot take focus). */
export function useFocusBackWhenClosed(opener: React.RefObject<HTMLElement | null>, open: boolean) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open, opener]);
}

/**
 * Starts a new draft from the booking and opens the first step that needs the person (the date for the same
 * truck, the menu for an open request whose dishes were the truck's own); when a request is already being
 * written, asks first (`dialog`), so typed work is never dropped silently.
 */
export function useDraftFromBooking(booking: BookingDetail) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<RerequestTarget | null>(null);
  const start = (target: RerequestTarget) => {
    const draft = bookingToDraft(booking, target, new Date());
    bookingDraft.replace(draft);
    navigate(paths.bookingStep(firstIncompleteStep(draft)));
  };
  const choose = (target: RerequestTarget) => {
    if (hasWorkInProgress(bookingDraft.get())) setChosen(target);
    else start(target);
  };
  const dialog = chosen && (
    <ReplaceDraftDialog
      draft={bookingDraft.get()}
      onReplace={() => start(chosen)}
      onContinue={() => navigate(paths.bookingStep(firstIncompleteStep(bookingDraft.get())))}
      onClose={() => setChosen(null)}
    />
  );
  return { choose, asking: chosen !== null, dialog };
}
