import { type BookingDetail, estimateBooking, type OwnTruck, seoulDate } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SheetButtons } from '../../../components/ui/sheet-buttons.tsx';
import { useKeptSheet, useKeptState } from '../../../lib/kept-work.ts';
import type { ApiError } from '../../../shell/api-client.ts';
import {
  formatAmount,
  formatDeadline,
  formatEventDate,
  formatWon,
  parseAmount,
} from '../../../shell/format.ts';
import { SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import { counterOffersQuery, useCounterOfferAction, useProposeCounterOffer } from '../api/counter-offers.ts';

interface ProposalDraft {
  eventDate: string;
  startTime: string;
  endTime: string;
  /** Servings per dish of the truck's menu, as typed; an empty or zero line is left out. */
  servings: Record<string, string>;
  amount: string;
  /** The amount was typed by the vendor: changing servings no longer rewrites it. */
  amountTyped?: boolean;
  note: string;
}

const FIELD = 'h-12 w-full rounded-xl border bg-white px-3 text-base';
const borderOf = (error: string | undefined) => (error ? 'border-red-600' : 'border-gray-300');

function ProposalSheet({
  booking,
  truck,
  onClose,
}: {
  booking: BookingDetail;
  truck: OwnTruck | undefined;
  onClose: () => void;
}) {
  const id = useId();
  const initial: ProposalDraft = {
    eventDate: booking.info.eventDate,
    startTime: booking.info.startTime,
    endTime: booking.info.endTime,
    servings: Object.fromEntries(
      booking.menus.map((line) => [String(line.menuItemId), String(line.servings)]),
    ),
    amount: formatAmount(booking.estimate),
    note: '',
  };
  const [draft, setDraft, forget] = useKeptState<ProposalDraft>(`counter-offer:${booking.id}`, initial);
  const [fields, setFields] = useState<Record<string, string>>({});
  const propose = useProposeCounterOffer(booking.id);
  const change = (next: Partial<ProposalDraft>) => {
    setDraft({ ...draft, ...next });
    setFields({});
  };
  const dishes =
    truck?.menu ??
    booking.menus.map((line) => ({ id: line.menuItemId, name: line.name, price: line.unitPrice }));
  // The call-out fee inside the request's estimate: the same estimate rule (estimateBooking) as the server's.
  const baseFee = booking.estimate - estimateBooking(booking.menus);
  const changeServings = (servings: Record<string, string>) =>
    change({
      servings,
      ...(draft.amountTyped
        ? {}
        : {
            amount: formatAmount(
              estimateBooking(
                dishes.map((dish) => ({
                  unitPrice: dish.price,
                  servings: Number(servings[String(dish.id)] || 0),
                })),
                baseFee,
              ),
            ),
          }),
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const menus = dishes
      .map((dish) => ({ menuItemId: dish.id, servings: Number(draft.servings[String(dish.id)] || 0) }))
      .filter((line) => line.servings > 0);
    const key = (lines: readonly { menuItemId: number; servings: number }[]) =>
      lines
        .map((line) => `${line.menuItemId}:${line.servings}`)
        .sort()
        .join();
    const sameMenus = key(menus) === key(booking.menus);
    try {
      await propose.mutateAsync({
        eventDate: draft.eventDate,
        startTime: draft.startTime,
        endTime: draft.endTime,
        ...(sameMenus ? {} : { menus }),
        amount: parseAmount(draft.amount) ?? 0,
        note: draft.note,
      });
      forget();
      onClose();
      toast.success('제안을 보냈어요', '고객이 수락하면 바로 예약이 확정돼요.');
    } catch (caught) {
      const error = caught as ApiError & { fields?: Record<string, string> };
      if (!(error.status >= 400 && error.status < 500)) return;
      setFields(error.fields ?? { form: error.message });
    }
  };

  return (
    <Dialog
      title="다른 조건 제안하기"
      description="요청대로는 어렵다면, 가능한 날짜·시간이나 메뉴와 금액을 제안해 보세요. 고객이 수락하면 바로 확정돼요."
      onClose={onClose}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="다른 조건 제안">
        {fields.form && (
          <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
            {fields.form}
          </p>
        )}
        <label className="block">
          <span className="mb-1.5 block text-sm font-semibold text-gray-800">날짜</span>
          <input
            type="date"
            min={seoulDate()}
            value={draft.eventDate}
            onChange={(event) => change({ eventDate: event.target.value })}
            aria-invalid={fields.eventDate ? true : undefined}
            aria-describedby={`${id}-date-error`}
            className={`${FIELD} ${borderOf(fields.eventDate)}`}
          />
        </label>
        {fields.eventDate && (
          <p id={`${id}-date-error`} role="alert" className="mt-1 text-sm text-red-700">
            {fields.eventDate}
          </p>
        )}
        <div className="mt-3 grid grid-cols-2 gap-3">
          {(
            [
              ['startTime', '시작'],
              ['endTime', '종료'],
            ] as const
          ).map(([name, label]) => (
            <label key={name}>
              <span className="mb-1.5 block text-sm font-semibold text-gray-800">{label} 시간</span>
              <input
                type="time"
                step={1800}
                value={draft[name]}
                onChange={(event) => change({ [name]: event.target.value })}
                aria-invalid={fields[name] ? true : undefined}
                className={`${FIELD} ${borderOf(fields[name])}`}
              />
              {fields[name] && (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {fields[name]}
                </p>
              )}
            </label>
          ))}
        </div>

        <fieldset className="mt-4">
          <legend className="mb-1.5 text-sm font-semibold text-gray-800">메뉴 (인분)</legend>
          <ul className="space-y-2">
            {dishes.map((dish) => (
              <li key={dish.id}>
                <label className="flex items-center justify-between gap-3">
                  <span className="min-w-0 text-[15px]">
                    {dish.name} <span className="text-sm text-gray-600">{formatWon(dish.price)}</span>
                  </span>
                  <input
                    inputMode="numeric"
                    value={draft.servings[String(dish.id)] ?? ''}
                    placeholder="0"
                    onChange={(event) =>
                      changeServings({
                        ...draft.servings,
                        [String(dish.id)]: event.target.value.replace(/\D/g, ''),
                      })
                    }
                    className="h-11 w-24 shrink-0 rounded-xl border border-gray-300 px-3 text-right tabular-nums"
                  />
                </label>
              </li>
            ))}
          </ul>
          {Object.entries(fields)
            .filter(([name]) => name.startsWith('menus'))
            .slice(0, 1)
            .map(([name, message]) => (
              <p key={name} role="alert" className="mt-1 text-sm text-red-700">
                {message}
              </p>
            ))}
        </fieldset>

        <label className="mt-4 block">
          <span className="mb-1.5 block text-sm font-semibold text-gray-800">제안 금액 (원)</span>
          <input
            inputMode="numeric"
            value={draft.amount}
            onChange={(event) =>
              change({ amount: formatAmount(parseAmount(event.target.value)), amountTyped: true })
            }
            aria-invalid={fields.amount ? true : undefined}
            className={`${FIELD} ${borderOf(fields.amount)} text-right text-lg font-bold tabular-nums`}
          />
          {fields.amount && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {fields.amount}
            </p>
          )}
        </label>
        <label className="mt-4 block">
          <span className="mb-1.5 block text-sm font-semibold text-gray-800">고객에게 남길 말</span>
          <textarea
            rows={2}
            value={draft.note}
            placeholder="예: 그날은 다른 행사가 있어 다음 날 가능해요"
            onChange={(event) => change({ note: event.target.value })}
            className="w-full rounded-xl border border-gray-300 bg-white px-3 py-2.5 text-base"
          />
        </label>
        <SheetButtons onClose={onClose} pending={propose.isPending}>
          제안 보내기
        </SheetButtons>
      </form>
    </Dialog>
  );
}

/**
 * The truck's 다른 조건 제안 on a request sent to it: the proposal waiting for the customer (철회 takes it back),
 * what became of the last one, or the button that opens the sheet. The detail shows it while the request waits
 * (the shared view's `vendorCounterOffer`).
 */
export function VendorCounterOffer({
  booking,
  trucks,
}: {
  booking: BookingDetail;
  trucks: readonly OwnTruck[];
}) {
  const offers = useQuery(counterOffersQuery(booking.id));
  const act = useCounterOfferAction(booking.id);
  const [open, setOpen, close] = useKeptSheet<boolean>(`counter-offer-sheet:${booking.id}`);
  if (!offers.data) return null;
  const latest = offers.data[0];
  const truck = trucks.find((each) => each.id === booking.truck?.id);

  if (latest?.status === 'proposed') {
    return (
      <section aria-labelledby="my-proposal-title" className="rounded-2xl border border-gray-200 p-4">
        <h2 id="my-proposal-title" className="text-base font-bold">
          보낸 제안
        </h2>
        <p className="mt-1 text-[15px]">
          {formatEventDate(latest.eventDate)} {latest.startTime}~{latest.endTime} ·{' '}
          <strong className="tabular-nums">{formatWon(latest.amount)}</strong>
        </p>
        <p className="mt-1 text-sm text-gray-600">
          고객의 답을 기다리고 있어요 · {formatDeadline(latest.validUntil)}까지
        </p>
        <button
          type="button"
          disabled={act.isPending}
          onClick={() =>
            act.mutate(
              { offerId: latest.id, action: 'withdraw' },
              { onSuccess: () => toast.success('제안을 거둬들였어요') },
            )
          }
          className={`${SECONDARY_BUTTON} mt-3 disabled:opacity-60`}
        >
          제안 철회
        </button>
      </section>
    );
  }
  return (
    <section aria-label="다른 조건 제안" className="space-y-2">
      {latest?.status === 'declined' && (
        <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm break-keep text-amber-950">
          고객이 제안을 거절했어요. 처음 요청대로 수락하거나 거절해주세요. 다시 제안할 수도 있어요.
        </p>
      )}
      <button type="button" onClick={() => setOpen(true)} className={SECONDARY_BUTTON}>
        다른 날짜·메뉴로 제안하기
      </button>
      {open && <ProposalSheet booking={booking} truck={truck} onClose={close} />}
    </section>
  );
}
