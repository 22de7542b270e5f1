import {
  BOOKING_EDIT_RULES,
  type BookingDetail,
  bookingEditRule,
  estimateBooking,
  withParticle,
} from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LeaveDialog } from '../../../components/ui/leave-dialog.tsx';
import { StepButton } from '../../../components/ui/step-layout.tsx';
import { FormAlert } from '../../../components/ui/text-field.tsx';
import { bookingQuery, useUpdateBookingMutation } from '../../../features/booking/api/bookings.ts';
import {
  type BookingEditValues,
  checkBookingEdit,
  editValuesOf,
  SECTION_NAMES,
} from '../../../features/booking/booking-changes.ts';
import { ContactForm } from '../../../features/booking/components/contact-form.tsx';
import { InfoForm } from '../../../features/booking/components/info-form.tsx';
import { MenuPicker, pricedLines } from '../../../features/booking/components/menu-picker.tsx';
import { eventTypesQuery } from '../../../features/reference/api/reference.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import type { ApiError } from '../../../shell/api-client.ts';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { formatPhone, formatWon } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';
import { toast } from '../../../shell/ui/toast-store.ts';
import { useBookingMenu } from '../../hooks/use-booking-menu.ts';

const INFO_FORM = 'edit-info';
const CONTACT_FORM = 'edit-contact';

function EditSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-4 border-b-8 border-gray-50 px-4 py-6">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function MenuSection({
  booking,
  lines,
  onChange,
  error,
}: {
  booking: BookingDetail;
  lines: BookingEditValues['menus'];
  onChange: (lines: BookingEditValues['menus']) => void;
  error: string | undefined;
}) {
  const menu = useBookingMenu(booking.isOpenRequest ? null : (booking.truck?.id ?? null));
  if (menu.error) return <FormAlert message={menu.error.message} />;
  if (!menu.groups) return <PageSkeleton />;
  const total = estimateBooking(pricedLines(menu.groups, lines));
  return (
    <EditSection title="메뉴">
      <MenuPicker
        groups={menu.groups}
        lines={lines}
        defaultServings={booking.info.guestCount}
        onChange={onChange}
      />
      <p className="text-right text-sm">
        메뉴 금액 <strong className="text-base">{formatWon(total)}</strong>
      </p>
      <FormAlert message={error} />
    </EditSection>
  );
}

/**
 * The whole booking as one form: every section the shared edit rule allows in this status, one 저장하기 that
 * sends the changed sections in one PUT, and a question before leaving with unsaved changes. A refused or
 * failed save keeps everything as typed.
 */
function EditView({ booking, onReload }: { booking: BookingDetail; onReload: () => void }) {
  const navigate = useNavigate();
  const events = useQuery(eventTypesQuery());
  // 다시 시도 on a failure toast saves what is on the screen then, not what was sent.
  const saveNow = useRef<() => void>(() => undefined);
  const update = useUpdateBookingMutation(booking.id, { onRetry: () => saveNow.current() });
  const [values, setValues] = useState<BookingEditValues>(() => editValuesOf(booking));
  const [menuError, setMenuError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const rule = bookingEditRule(booking.status);
  const editable = rule !== null && booking.viewerRole === 'customer';
  const sections = rule?.sections ?? [];
  const check = checkBookingEdit(booking, values, sections);
  const dirty = editable && (!check.ok || check.changed.length > 0);
  const guard = useLeaveGuard(dirty);

  // The truck accepted while the person was editing (a live update): say so where the save button is, in the
  // words of a refused save, before what can no longer change is left out of the next save.
  const openedAs = useRef(booking.status);
  useEffect(() => {
    if (booking.status === openedAs.current) return;
    openedAs.current = booking.status;
    if (booking.status === 'accepted')
      setRefusal(`그사이 예약이 확정됐어요. ${BOOKING_EDIT_RULES.accepted.notice}`);
  }, [booking.status]);

  const set = useCallback(
    <K extends keyof BookingEditValues>(key: K, value: BookingEditValues[K]) =>
      setValues((current) => ({ ...current, [key]: value })),
    [],
  );
  const onInfo = useCallback((info: BookingEditValues['info']) => set('info', info), [set]);
  const onContact = useCallback(
    ({ contact, requests }: Pick<BookingEditValues, 'contact' | 'requests'>) =>
      setValues((current) => ({ ...current, contact, requests })),
    [],
  );

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

  const save = async () => {
    setRefusal(undefined);
    if (!check.ok) {
      // Each form shows its own messages and moves focus to the first field that needs fixing.
      if (check.invalid.includes('info'))
        (document.getElementById(INFO_FORM) as HTMLFormElement | null)?.requestSubmit();
      if (check.invalid.includes('contact') || check.invalid.includes('requests'))
        (document.getElementById(CONTACT_FORM) as HTMLFormElement | null)?.requestSubmit();
      setMenuError(check.invalid.includes('menus') ? '메뉴를 1개 이상 골라주세요' : undefined);
      return;
    }
    setMenuError(undefined);
    if (check.changed.length === 0 || update.isPending) return;
    try {
      await update.mutateAsync(check.body);
    } catch (caught) {
      const error = caught as ApiError;
      // No answer or a server failure: the API client has said so; everything typed stays for another try.
      if (!(error.status >= 400 && error.status < 500)) return;
      const message = (error.fields && Object.values(error.fields)[0]) ?? error.message;
      setRefusal(error.code === 'BOOKING_EDIT_LIMITED' ? `그사이 예약이 확정됐어요. ${message}` : message);
      // The booking moved on (accepted, cancelled …): load it again so the screen shows what may still change.
      if (error.code === 'BOOKING_EDIT_LIMITED' || error.code === 'BOOKING_NOT_EDITABLE') onReload();
      return;
    }
    guard.release();
    const names = check.changed
      .filter((section) => section !== 'requests' || !check.changed.includes('contact'))
      .map((section) =>
        section === 'contact' && check.changed.includes('requests')
          ? '연락처·요청사항'
          : SECTION_NAMES[section],
      );
    toast.success('예약을 수정했어요', `${withParticle(names.join(', '), '을/를')} 바꿨어요.`);
    navigate(paths.booking(booking.id), { replace: true });
  };

  saveNow.current = () => void save();
  const has = (section: (typeof sections)[number]) => sections.includes(section);
  return (
    <>
      <main id="main" className="pb-40">
        <p className="mx-4 mt-4 rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-800">{rule.notice}</p>
        {has('eventTypeId') && (
          <EditSection title="행사 종류">
            <label className="block">
              <span className="mb-1.5 block text-sm font-semibold text-gray-800">행사 종류</span>
              <select
                value={values.eventTypeId}
                onChange={(event) => set('eventTypeId', Number(event.target.value))}
                className="h-12 w-full rounded-xl border border-gray-300 bg-white px-3 text-base"
              >
                {(events.data ?? [booking.eventType]).map((event) => (
                  <option key={event.id} value={event.id}>
                    {event.name}
                  </option>
                ))}
              </select>
            </label>
          </EditSection>
        )}
        {has('info') && (
          <EditSection title="행사 정보">
            <InfoForm
              id={INFO_FORM}
              defaultValues={booking.info}
              onChange={onInfo}
              onValid={() => void save()}
            />
          </EditSection>
        )}
        {has('menus') && (
          <MenuSection
            booking={booking}
            lines={values.menus}
            onChange={(lines) => {
              set('menus', lines);
              if (lines.length > 0) setMenuError(undefined);
            }}
            error={menuError}
          />
        )}
        <EditSection title="연락처·요청사항">
          <ContactForm
            id={CONTACT_FORM}
            defaultValues={{
              contact: { ...booking.contact, phone: formatPhone(booking.contact.phone) },
              requests: booking.requests,
            }}
            onChange={onContact}
            onValid={() => void save()}
          />
        </EditSection>
      </main>
      <div className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 mx-auto max-w-[480px] space-y-2 border-t border-gray-100 bg-white px-4 py-3">
        <FormAlert message={refusal} />
        {!dirty && (
          <p className="text-center text-sm text-gray-600">바꾸고 싶은 내용을 고치면 저장할 수 있어요.</p>
        )}
        <StepButton pending={update.isPending} disabled={!dirty} onClick={() => void save()}>
          저장하기
        </StepButton>
      </div>
      {guard.asking && <LeaveDialog onStay={guard.stay} onLeave={guard.leave} />}
    </>
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
      <EditView booking={booking.data} onReload={() => void booking.refetch()} />
    </>
  );
}
