import { useState } from 'react';
import { useNavigate } from 'react-router';
import { StepButton } from '../../../components/ui/step-layout.tsx';
import { ContactForm } from '../../../features/booking/components/contact-form.tsx';
import { StepGuard } from '../../../features/booking/components/step-guard.tsx';
import { BookingStepLayout } from '../../../features/booking/components/step-layout.tsx';
import { contactStepDefaults } from '../../../features/booking/draft/contact-defaults.ts';
import { type BookingDraft, bookingDraft } from '../../../features/booking/draft/draft-store.ts';
import { useHead } from '../../../shell/head.tsx';
import { paths } from '../../../shell/paths.ts';
import { useSession } from '../../../shell/session.ts';

function ContactStep({ draft }: { draft: BookingDraft }) {
  const navigate = useNavigate();
  const { user } = useSession();
  // What this person typed before wins; a blank field, or another account's contact, is filled from the profile.
  const [defaults] = useState(() => contactStepDefaults(draft, user));
  return (
    <BookingStepLayout
      step="contact"
      title="연락처 및 요청사항"
      truck={draft.truck}
      footer={<StepButton form="booking-contact">다음</StepButton>}
    >
      <h2 className="mb-4 text-xl font-bold">누구에게 연락드릴까요?</h2>
      <ContactForm
        id="booking-contact"
        defaultValues={defaults}
        onChange={bookingDraft.update}
        onValid={(values) => {
          bookingDraft.update(values);
          navigate(paths.bookingStep('review'));
        }}
      />
    </BookingStepLayout>
  );
}

export default function BookingContactPage() {
  useHead({ title: '연락처 및 요청사항', noindex: true });
  return <StepGuard step="contact">{(draft) => <ContactStep draft={draft} />}</StepGuard>;
}
