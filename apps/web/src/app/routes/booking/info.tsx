import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { StepButton } from '../../../components/ui/step-layout.tsx';
import {
  BUSY_NOTICE_ID,
  BusyMonth,
  BusyNotice,
  useBusyCheck,
} from '../../../features/availability/components/truck-availability.tsx';
import { InfoForm } from '../../../features/booking/components/info-form.tsx';
import { RetryBanner } from '../../../features/booking/components/retry-notes.tsx';
import { StepGuard } from '../../../features/booking/components/step-guard.tsx';
import { BookingStepLayout } from '../../../features/booking/components/step-layout.tsx';
import {
  type BookingDraft,
  bookingDraft,
  type DraftInfo,
} from '../../../features/booking/draft/draft-store.ts';
import { REFUSED_DATE_MESSAGE, retryDateHint } from '../../../features/booking/draft/rerequest.ts';
import { trackBookingStep } from '../../../lib/analytics.ts';
import { useHead } from '../../../shell/head.tsx';
import { paths } from '../../../shell/paths.ts';

/**
 * A request addressed to one truck shows that truck's busy days under the date (a month to pick a free day
 * from; the native date field, which cannot grey days out, stays) and says under the times when the chosen
 * time is taken. 다음 stops there too, so a refused time never reaches the server.
 */
function InfoStep({ draft }: { draft: BookingDraft }) {
  const navigate = useNavigate();
  const saveDraft = useCallback((info: DraftInfo) => bookingDraft.update({ info }), []);
  const truck = draft.truck;
  const isBusy = useBusyCheck(truck?.id);
  const [checking, setChecking] = useState(false);
  // 다시 요청하기: the date was cleared to be chosen again, and the truck's refused date stays refused.
  const { retry } = draft;
  const refusedDate =
    retry?.refusedDate && truck ? { date: retry.refusedDate, message: REFUSED_DATE_MESSAGE } : undefined;
  const focusDate = useRef(Boolean(retry?.clearedDate) && !draft.info.eventDate).current;
  return (
    <BookingStepLayout
      step="info"
      title="예약 정보 입력"
      truck={truck}
      footer={<StepButton form="booking-info">{checking ? '일정 확인 중…' : '다음'}</StepButton>}
    >
      {retry && <RetryBanner retry={retry} />}
      <h2 className="mb-4 text-xl font-bold">언제, 어디서 열리나요?</h2>
      <InfoForm
        id="booking-info"
        defaultValues={draft.info}
        onChange={saveDraft}
        dateHint={retryDateHint(retry, truck?.id ?? null)}
        refusedDate={refusedDate}
        focusDate={focusDate}
        dateHelper={
          truck
            ? ({ eventDate, pickDate }) => (
                <BusyMonth truckId={truck.id} truckName={truck.name} date={eventDate} onPick={pickDate} />
              )
            : undefined
        }
        timeHelper={
          truck
            ? ({ eventDate, startTime, endTime }) => (
                <BusyNotice truckId={truck.id} date={eventDate} startTime={startTime} endTime={endTime} />
              )
            : undefined
        }
        onValid={async (info) => {
          setChecking(true);
          const busy = await isBusy(info).finally(() => setChecking(false));
          if (busy) {
            document.getElementById(BUSY_NOTICE_ID)?.focus();
            return;
          }
          bookingDraft.update({ info });
          trackBookingStep('info_input');
          navigate(paths.bookingStep('menu'));
        }}
      />
    </BookingStepLayout>
  );
}

export default function BookingInfoPage() {
  useHead({ title: '예약 정보 입력', noindex: true });
  return <StepGuard step="info">{(draft) => <InfoStep draft={draft} />}</StepGuard>;
}
