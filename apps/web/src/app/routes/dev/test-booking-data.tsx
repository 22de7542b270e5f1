import { addDays, seoulDate } from '@ft/shared';
import { DevPage } from '../../../components/layout/dev-page.tsx';
import { firstIncompleteStep } from '../../../features/booking/draft/draft-steps.ts';
import { bookingDraft, useBookingDraft } from '../../../features/booking/draft/draft-store.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { useIsClient } from '../../../shell/use-is-client.ts';

const button = 'min-h-11 rounded-xl border border-gray-300 px-4 text-sm font-semibold';

/**
 * Development page (docs/product.md § Screens): the saved booking draft as stored, with buttons to fill or
 * clear it.
 */
function BookingData() {
  const draft = useBookingDraft();
  const isClient = useIsClient();
  const fillInfo = () =>
    bookingDraft.update({
      eventTypeId: draft.eventTypeId ?? 1,
      info: {
        eventName: '테스트 사내 행사',
        eventDate: addDays(seoulDate(), 14),
        startTime: '11:00',
        endTime: '14:00',
        guestCount: 120,
        address: { postcode: '06236', roadAddress: '서울 강남구 테헤란로 152', detailAddress: '1층 로비' },
        budget: null,
      },
    });
  return (
    <main id="main" className="space-y-4 p-4">
      <p className="text-sm">
        다음 단계: <strong>{isClient ? firstIncompleteStep(draft) : '…'}</strong>
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={button} onClick={fillInfo}>
          행사 정보 채우기
        </button>
        <button type="button" className={button} onClick={() => bookingDraft.clear()}>
          초안 비우기
        </button>
        <a className={`${button} inline-flex items-center`} href={paths.bookingStep('event-type')}>
          예약 흐름으로
        </a>
      </div>
      <pre className="overflow-x-auto rounded-xl bg-gray-50 p-3 text-xs">
        {isClient ? JSON.stringify(draft, null, 2) : ''}
      </pre>
    </main>
  );
}

export default function TestBookingDataPage() {
  useHead({ title: '테스트: 예약 초안', noindex: true });
  return (
    <DevPage>
      <PageHeader title="테스트: 예약 초안" />
      <BookingData />
    </DevPage>
  );
}
