import { type BookingDetail, type BookingUpdateBody, estimateBooking } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { SECONDARY_BUTTON } from '../../../components/ui/button-styles.ts';
import { ErrorPage } from '../../../components/ui/error-page.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { FormAlert } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { paths } from '../../../config/paths.ts';
import {
  bookingQuery,
  customerCanEdit,
  useUpdateBookingMutation,
} from '../../../features/booking/api/bookings.ts';
import { ContactForm } from '../../../features/booking/components/contact-form.tsx';
import { InfoForm } from '../../../features/booking/components/info-form.tsx';
import { MenuPicker, pricedLines } from '../../../features/booking/components/menu-picker.tsx';
import { StepButton } from '../../../features/booking/components/step-layout.tsx';
import { eventTypesQuery } from '../../../features/reference/api/reference.ts';
import { formatPhone, formatWon } from '../../../lib/format.ts';
import { useHead } from '../../../lib/head.tsx';
import { useBookingMenu } from '../../hooks/use-booking-menu.ts';

/** One section of the edit screen: its own form and 저장 button, so a save never touches the others. */
function EditSection({
  title,
  formId,
  error,
  pending,
  children,
}: {
  title: string;
  formId?: string;
  error: string | undefined;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="space-y-4 border-b-8 border-gray-50 px-4 py-6">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
      <FormAlert message={error} />
      {formId && (
        <StepButton form={formId} pending={pending}>
          {`${title} 저장`}
        </StepButton>
      )}
    </section>
  );
}

/** A mutation per section, so each keeps its own pending state and error while the others save. */
function useSectionSave(bookingId: string) {
  const update = useUpdateBookingMutation(bookingId);
  const error = update.error;
  return {
    // Awaited, not a mutate callback, so 저장했어요 shows even after the person left; a failure is shown
    // beside the section from the mutation's error.
    save: (body: BookingUpdateBody) =>
      void update.mutateAsync(body).then(
        () => toast.success('저장했어요'),
        () => undefined,
      ),
    pending: update.isPending,
    error: error ? ((error.fields && Object.values(error.fields)[0]) ?? error.message) : undefined,
  };
}

function MenuSection({ booking }: { booking: BookingDetail }) {
  const save = useSectionSave(booking.id);
  const menu = useBookingMenu(booking.isOpenRequest ? null : (booking.truck?.id ?? null));
  const [lines, setLines] = useState(
    booking.menus.map(({ menuItemId, servings }) => ({ menuItemId, servings })),
  );
  if (menu.error) return <FormAlert message={menu.error.message} />;
  if (!menu.groups) return <PageSkeleton />;
  const total = estimateBooking(pricedLines(menu.groups, lines));
  return (
    <EditSection title="메뉴" error={save.error} pending={save.pending}>
      <MenuPicker
        groups={menu.groups}
        lines={lines}
        defaultServings={booking.info.guestCount}
        onChange={setLines}
      />
      <p className="text-right text-sm">
        메뉴 금액 <strong className="text-base">{formatWon(total)}</strong>
      </p>
      <StepButton
        pending={save.pending}
        disabled={lines.length === 0}
        onClick={() => save.save({ menus: lines })}
      >
        메뉴 저장
      </StepButton>
    </EditSection>
  );
}

function EditView({ booking }: { booking: BookingDetail }) {
  const navigate = useNavigate();
  const events = useQuery(eventTypesQuery());
  const saveEventType = useSectionSave(booking.id);
  const saveInfo = useSectionSave(booking.id);
  const saveContact = useSectionSave(booking.id);
  const [eventTypeId, setEventTypeId] = useState(booking.eventType.id);
  const editable = customerCanEdit(booking);
  if (!editable) {
    return (
      <main id="main" className="px-4 py-10 text-center">
        <p className="text-lg font-bold">이 예약은 더 이상 수정할 수 없어요</p>
        <Link
          to={paths.booking(booking.id)}
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700"
        >
          예약 상세로 돌아가기
        </Link>
      </main>
    );
  }
  const everything = booking.status === 'requested';
  return (
    <main id="main" className="pb-10">
      <p className="mx-4 mt-4 rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-800">
        {everything
          ? '사장님이 확정하기 전이라 모든 내용을 바꿀 수 있어요. 바꾼 섹션마다 저장해주세요.'
          : '확정된 예약은 연락처와 요청사항만 바꿀 수 있어요. 일정이나 메뉴를 바꾸려면 사장님께 문의해주세요.'}
      </p>
      {everything && (
        <EditSection title="행사 종류" error={saveEventType.error} pending={saveEventType.pending}>
          <label className="block">
            <span className="mb-1.5 block text-sm font-semibold text-gray-800">행사 종류</span>
            <select
              value={eventTypeId}
              onChange={(event) => setEventTypeId(Number(event.target.value))}
              className="h-12 w-full rounded-xl border border-gray-300 bg-white px-3 text-base"
            >
              {(events.data ?? [booking.eventType]).map((event) => (
                <option key={event.id} value={event.id}>
                  {event.name}
                </option>
              ))}
            </select>
          </label>
          <StepButton pending={saveEventType.pending} onClick={() => saveEventType.save({ eventTypeId })}>
            행사 종류 저장
          </StepButton>
        </EditSection>
      )}
      {everything && (
        <EditSection title="행사 정보" formId="edit-info" error={saveInfo.error} pending={saveInfo.pending}>
          <InfoForm id="edit-info" defaultValues={booking.info} onValid={(info) => saveInfo.save({ info })} />
        </EditSection>
      )}
      {everything && <MenuSection booking={booking} />}
      <EditSection
        title="연락처·요청사항"
        formId="edit-contact"
        error={saveContact.error}
        pending={saveContact.pending}
      >
        <ContactForm
          id="edit-contact"
          defaultValues={{
            contact: { ...booking.contact, phone: formatPhone(booking.contact.phone) },
            requests: booking.requests,
          }}
          onValid={(values) => saveContact.save(values)}
        />
      </EditSection>
      <div className="px-4">
        <button
          type="button"
          onClick={() => navigate(paths.booking(booking.id))}
          className={SECONDARY_BUTTON}
        >
          수정 마치기
        </button>
      </div>
    </main>
  );
}

export default function BookingEditPage() {
  useHead({ title: '예약 수정', noindex: true });
  const { id = '' } = useParams();
  const booking = useQuery(bookingQuery(id));
  if (booking.isError) return <ErrorPage error={booking.error} />;
  if (!booking.data) return <PageSkeleton />;
  return (
    <>
      <PageHeader title="예약 수정" />
      <EditView booking={booking.data} />
    </>
  );
}
