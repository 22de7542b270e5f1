import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { InfoForm } from '../../../features/booking/components/info-form.tsx';
import { StepGuard } from '../../../features/booking/components/step-guard.tsx';
import { BookingStepLayout, StepButton } from '../../../features/booking/components/step-layout.tsx';
import {
  type BookingDraft,
  bookingDraft,
  type DraftInfo,
} from '../../../features/booking/draft/draft-store.ts';
import { trackBookingStep } from '../../../lib/analytics.ts';
import { useHead } from '../../../lib/head.tsx';

function InfoStep({ draft }: { draft: BookingDraft }) {
  const navigate = useNavigate();
  const saveDraft = useCallback((info: DraftInfo) => bookingDraft.update({ info }), []);
  return (
    <BookingStepLayout
      step="info"
      title="예약 정보 입력"
      truck={draft.truck}
      footer={<StepButton form="booking-info">다음</StepButton>}
    >
      <h2 className="mb-4 text-xl font-bold">언제, 어디서 열리나요?</h2>
      <InfoForm
        id="booking-info"
        defaultValues={draft.info}
        onChange={saveDraft}
        onValid={(info) => {
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
