import { type BookingPayments, DISPUTE_PHOTOS_MAX, DISPUTE_RESOLUTION_LABELS } from '@ft/shared';
import { useId } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PhotoStrip } from '../../../components/ui/photo-strip.tsx';
import { SheetButtons } from '../../../components/ui/sheet-buttons.tsx';
import { formatDeadline, formatKstDateTime, formatWon } from '../../../shell/format.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { useDisputeResponseForm, useServiceConfirmationForm } from './use-service-confirmation-form.ts';

/** The truck's side of an open dispute: written once or rewritten until an operator resolves it. */
function DisputeResponseForm({ bookingId, current }: { bookingId: string; current: string | null }) {
  const form = useDisputeResponseForm(bookingId, current);
  const id = useId();
  if (!form.editing) {
    return (
      <div className="mt-2">
        <p className="text-sm break-keep">내가 남긴 입장: {current}</p>
        <button
          type="button"
          onClick={form.edit}
          className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4"
        >
          입장 고치기
        </button>
      </div>
    );
  }
  return (
    <form
      className="mt-3"
      noValidate
      aria-label="사장님 입장"
      onSubmit={(event) => {
        event.preventDefault();
        form.send();
      }}
    >
      <label htmlFor={`${id}-response`} className="mb-1.5 block text-sm font-semibold">
        사장님 입장 남기기 (운영자가 함께 보고 처리해요)
      </label>
      <textarea
        id={`${id}-response`}
        rows={3}
        maxLength={1000}
        value={form.text}
        onChange={(event) => form.setText(event.target.value)}
        placeholder="예: 11시에 도착했고, 주최 측 요청으로 배식을 늦게 시작했어요"
        aria-invalid={form.error ? true : undefined}
        className="w-full rounded-xl border border-gray-300 bg-white px-4 py-3 text-base text-gray-900 placeholder:text-gray-500"
      />
      {form.error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {form.error}
        </p>
      )}
      <button type="submit" disabled={form.pending} className={`${PRIMARY_BUTTON} mt-2 disabled:opacity-60`}>
        입장 보내기
      </button>
    </form>
  );
}

const BY_LABELS = { customer: '고객', vendor: '사장님', admin: '운영자', system: '자동' } as const;

/**
 * 구매확정 on the booking: after the event the customer confirms the service or tells what went
 * wrong (which holds the vendor's money until an operator resolves it); everyone sees where it stands.
 */
export function ServiceConfirmation({
  bookingId,
  money,
  viewer,
}: {
  bookingId: string;
  money: BookingPayments;
  viewer: 'customer' | 'vendor' | 'admin';
}) {
  const { service } = money;
  const form = useServiceConfirmationForm(bookingId);
  const id = useId();

  if (service.dispute) {
    const { dispute: d } = service;
    const headline =
      d.status === 'resolved'
        ? `이의 제기를 처리했어요: ${DISPUTE_RESOLUTION_LABELS[d.resolution ?? 'release']}${d.refundAmount ? ` ${formatWon(d.refundAmount)}` : ''}`
        : viewer === 'vendor'
          ? '고객이 문제를 알렸어요. 운영자가 양쪽 이야기를 듣고 처리하는 동안 정산이 보류돼요.'
          : '이의 제기를 접수했어요. 운영자가 확인하는 동안 정산이 보류돼요.';
    return (
      <div className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-[15px] text-amber-950">
        <p className="font-semibold break-keep">{headline}</p>
        <p className="mt-1 text-sm break-keep">
          {viewer === 'vendor' ? '고객이 알린 내용' : '사유'}: {d.reason}
        </p>
        <PhotoStrip photos={d.photos} label="이의 제기 사진" size={64} />
        {d.vendorResponse && !d.canRespond && (
          <p className="mt-1 text-sm break-keep">사장님 입장: {d.vendorResponse}</p>
        )}
        {d.canRespond && <DisputeResponseForm bookingId={bookingId} current={d.vendorResponse} />}
        {d.resolutionNote && <p className="mt-1 text-sm break-keep">운영자 메모: {d.resolutionNote}</p>}
      </div>
    );
  }
  if (service.confirmedAt) {
    return (
      <p className="mt-3 rounded-xl bg-gray-50 px-4 py-3 text-[15px]">
        구매확정됐어요 ({BY_LABELS[service.confirmedBy ?? 'system']}, {formatKstDateTime(service.confirmedAt)}
        )
      </p>
    );
  }
  if (!service.canConfirm) return null;
  return (
    <div className="mt-3 rounded-xl border border-brand-200 px-4 py-3">
      <p className="font-semibold">행사는 잘 끝났나요?</p>
      <p className="mt-1 text-sm break-keep text-gray-700">
        {formatDeadline(service.autoConfirmAt)}까지 문제를 알리지 않으면 자동으로 구매확정되고, 사장님께
        정산돼요.
      </p>
      {form.writing ? (
        <form
          className="mt-3"
          noValidate
          aria-label="이의 제기"
          onSubmit={(event) => {
            event.preventDefault();
            form.sendDispute();
          }}
        >
          <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-semibold text-gray-800">
            무엇이 문제였나요?
          </label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={1000}
            value={form.reason}
            onChange={(event) => form.setReason(event.target.value)}
            placeholder="예: 약속한 시간보다 2시간 늦게 도착했어요"
            aria-invalid={form.errors.reason ? true : undefined}
            className="w-full rounded-xl border border-gray-300 bg-white px-4 py-3 text-base placeholder:text-gray-500"
          />
          {form.errors.reason && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {form.errors.reason}
            </p>
          )}
          <label htmlFor={`${id}-photos`} className="mt-3 mb-1.5 block text-sm font-semibold text-gray-800">
            사진 첨부 (선택, {DISPUTE_PHOTOS_MAX}장까지)
          </label>
          <input
            id={`${id}-photos`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={!form.canAddPhoto}
            onChange={(event) => {
              form.addPhotos(event.target.files);
              event.target.value = '';
            }}
            className="block min-h-11 w-full text-sm"
          />
          {form.photos.length > 0 && (
            <ul className="mt-2 flex gap-2" aria-label="보낼 사진">
              {form.photos.map((photo, index) => (
                <li key={photo.id}>
                  <img
                    src={photo.previewUrl}
                    alt={`보낼 사진 ${index + 1}`}
                    width={64}
                    height={64}
                    className="size-16 rounded-lg object-cover"
                  />
                </li>
              ))}
            </ul>
          )}
          {form.errors.photos && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {form.errors.photos}
            </p>
          )}
          <div className="mt-3 space-y-2">
            <button type="submit" disabled={form.pending} className={`${PRIMARY_BUTTON} disabled:opacity-60`}>
              이의 제기 보내기
            </button>
            <button type="button" onClick={form.stopWriting} className={SECONDARY_BUTTON}>
              돌아가기
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-3 space-y-2">
          <button type="button" onClick={form.ask} className={PRIMARY_BUTTON}>
            구매확정
          </button>
          {form.asking && (
            // Money leaves for the truck at once and cannot come back: say what it means before it happens.
            <Dialog
              title="구매확정할까요?"
              description={
                <p className="break-keep">
                  결제한 {formatWon(money.paidAmount)}이 사장님께 정산돼요. 구매확정하면 되돌릴 수 없고, 이의
                  제기도 할 수 없어요.
                </p>
              }
              onClose={form.stopAsking}
            >
              <SheetButtons onClose={form.stopAsking} onConfirm={form.confirm} pending={form.pending}>
                구매확정하기
              </SheetButtons>
            </Dialog>
          )}
          {service.canDispute && (
            <button type="button" onClick={form.write} className={SECONDARY_BUTTON}>
              문제가 있었어요
            </button>
          )}
        </div>
      )}
    </div>
  );
}
