import { type BookingDetail, withParticle } from '@ft/shared';
import { useId } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import type { BookingDraft } from '../draft/draft-store.ts';
import type { RerequestTarget } from '../draft/rerequest.ts';
import { type ReplacingDraft, type RerequestTruck, useRerequestForm } from './use-rerequest-form.ts';

export type { RerequestTruck } from './use-rerequest-form.ts';

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

/** The question before a request being written is replaced, while the hook asks it. */
export function ReplaceDraft({ replacing }: { replacing: ReplacingDraft | null }) {
  return (
    replacing && (
      <ReplaceDraftDialog
        draft={replacing.draft}
        onReplace={replacing.replace}
        onContinue={replacing.keepWriting}
        onClose={replacing.close}
      />
    )
  );
}

/**
 * 다시 요청하기 on a rejected or expired booking: the button, the choice sheet and, when a request is already
 * being written, the question before it is replaced. On a served booking it is 다시 예약하기: the same truck, its
 * menu and the site filled in, a new date to pick (the sheet only when the truck no longer takes requests).
 */
export function RerequestSection({ booking, truck }: { booking: BookingDetail; truck: RerequestTruck }) {
  const form = useRerequestForm(booking, truck);
  if (!form.words) return null;
  return (
    <section aria-labelledby="rerequest-title" className="rounded-2xl bg-brand-50 p-4">
      <h2 id="rerequest-title" className="text-base font-bold">
        {form.words.heading}
      </h2>
      <p className="mt-1 text-sm break-keep text-gray-700">{form.words.body}</p>
      <button
        ref={form.opener}
        type="button"
        onClick={form.open}
        aria-haspopup="dialog"
        className={`${PRIMARY_BUTTON} mt-3`}
      >
        {form.words.button}
      </button>
      {form.choosing && (
        <RerequestSheet booking={booking} truck={truck} onChoose={form.pick} onClose={form.close} />
      )}
      <ReplaceDraft replacing={form.replacing} />
    </section>
  );
}
