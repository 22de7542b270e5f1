import {
  type BookingDetail,
  groupDigits,
  type OwnTruck,
  QUOTE_UNIT_LABELS,
  QUOTE_UNITS,
  QUOTE_VALIDITY_DAYS,
  type Quote,
} from '@ft/shared';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SheetButtons } from '../../../components/ui/sheet-buttons.tsx';
import { useKeptState } from '../../../lib/kept-work.ts';
import type { ApiError } from '../../../shell/api-client.ts';
import { formatAmount, formatWon, parseAmount } from '../../../shell/format.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import { useSaveQuote } from '../api/quotes.ts';
import { draftOf, draftTotals, type QuoteDraft, quoteBodyOf } from '../quote-form.ts';

const VALIDITY_CHOICES = [3, QUOTE_VALIDITY_DAYS.default, 14] as const;
const FIELD = 'h-12 w-full rounded-xl border bg-white px-3 text-base';
const borderOf = (error: string | undefined) => (error ? 'border-red-600' : 'border-gray-300');

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/**
 * 견적 보내기 / 견적 고치기: the request's dishes at the catalogue's prices to start from, the call-out fee, VAT,
 * what is included, hours on site, what the site must provide, how long it holds and a note, with the totals
 * as the customer will compare them. What is typed is kept (a reload or a failed send loses nothing).
 */
export function QuoteSheet({
  booking,
  trucks,
  quote,
  onClose,
}: {
  booking: BookingDetail;
  trucks: readonly OwnTruck[];
  /** The quote being revised, or none for a new one. */
  quote?: Quote | undefined;
  onClose: () => void;
}) {
  const id = useId();
  const listed = trucks.filter((truck) => truck.status === 'approved');
  const initial = draftOf(booking, listed[0], quote);
  const [draft, setDraft, forget] = useKeptState<QuoteDraft>(
    `quote:${booking.id}:${quote?.id ?? 'new'}`,
    initial,
  );
  const [fields, setFields] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveQuote(booking.id);
  const totals = draftTotals(draft, booking.info.guestCount);

  const change = (next: Partial<QuoteDraft>) => {
    setDraft({ ...draft, ...next });
    setFields({});
  };
  const changeLine = (index: number, next: Partial<QuoteDraft['lines'][number]>) =>
    change({ lines: draft.lines.map((line, i) => (i === index ? { ...line, ...next } : line)) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const built = quoteBodyOf(draft);
    if (!built.ok) {
      setFields(built.fields);
      return;
    }
    setRefusal(null);
    try {
      await save.mutateAsync({ body: built.body, quoteId: quote?.id });
      forget();
      onClose();
      toast.success(
        quote ? '견적을 고쳐 보냈어요' : '견적을 보냈어요',
        '고객이 견적을 고르면 바로 알려드릴게요.',
      );
    } catch (caught) {
      const error = caught as ApiError & { fields?: Record<string, string> };
      // No answer, or the server failed: the API client has already said so and offered to retry.
      if (!(error.status >= 400 && error.status < 500)) return;
      if (error.fields) setFields(error.fields);
      else setRefusal(error.message);
    }
  };

  return (
    <Dialog
      title={quote ? '견적 고치기' : '견적 보내기'}
      description="고객은 받은 견적을 나란히 비교하고 한 곳을 골라요. 고르기 전까지는 언제든 고칠 수 있어요."
      onClose={onClose}
    >
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={quote ? '견적 고치기' : '견적 보내기'}
      >
        {refusal && (
          <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
            {refusal}
          </p>
        )}
        {!quote && listed.length > 1 && (
          <fieldset className="mb-4">
            <legend className="mb-1.5 text-sm font-semibold text-gray-800">어느 트럭으로 보낼까요?</legend>
            <div className="flex flex-wrap gap-2">
              {listed.map((truck) => (
                <label
                  key={truck.id}
                  className={`flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-[15px] font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700 ${
                    truck.id === draft.truckId ? 'border-gray-900 bg-gray-900 text-white' : 'border-gray-300'
                  }`}
                >
                  <input
                    type="radio"
                    name={`${id}-truck`}
                    checked={truck.id === draft.truckId}
                    onChange={() => change({ truckId: truck.id, calloutFee: formatAmount(truck.baseFee) })}
                    className="sr-only"
                  />
                  {truck.name}
                </label>
              ))}
            </div>
            <FieldError id={`${id}-truck-error`} message={fields.truckId} />
          </fieldset>
        )}

        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-gray-800">메뉴와 단가</legend>
          <ul className="space-y-3">
            {draft.lines.map((line, index) => {
              const key = `lines.${index}`;
              const priceError = fields[`${key}.unitPrice`];
              const quantityError = fields[`${key}.quantity`];
              const nameError = fields[`${key}.name`];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own; order is the identity
                <li key={index} className="rounded-xl border border-gray-200 p-3">
                  <div className="flex gap-2">
                    <label className="min-w-0 flex-1">
                      <span className="sr-only">{index + 1}번째 메뉴 이름</span>
                      <input
                        value={line.name}
                        onChange={(event) => changeLine(index, { name: event.target.value })}
                        aria-invalid={nameError ? true : undefined}
                        className={`${FIELD} ${borderOf(nameError)} font-semibold`}
                      />
                    </label>
                    {draft.lines.length > 1 && (
                      <button
                        type="button"
                        onClick={() => change({ lines: draft.lines.filter((_, i) => i !== index) })}
                        className="min-h-11 min-w-11 shrink-0 rounded-xl border border-gray-300 px-3 text-sm font-semibold text-gray-700"
                      >
                        빼기
                      </button>
                    )}
                  </div>
                  <div className="mt-2 grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                    <label>
                      <span className="mb-1 block text-xs text-gray-600">단가 (원)</span>
                      <input
                        inputMode="numeric"
                        value={line.unitPrice}
                        onChange={(event) =>
                          changeLine(index, { unitPrice: formatAmount(parseAmount(event.target.value)) })
                        }
                        aria-invalid={priceError ? true : undefined}
                        className={`${FIELD} ${borderOf(priceError)} text-right tabular-nums`}
                      />
                    </label>
                    <label>
                      <span className="mb-1 block text-xs text-gray-600">수량</span>
                      <input
                        inputMode="numeric"
                        value={line.quantity}
                        onChange={(event) =>
                          changeLine(index, { quantity: event.target.value.replace(/\D/g, '') })
                        }
                        aria-invalid={quantityError ? true : undefined}
                        className={`${FIELD} ${borderOf(quantityError)} text-right tabular-nums`}
                      />
                    </label>
                    <label>
                      <span className="mb-1 block text-xs text-gray-600">단위</span>
                      <select
                        value={line.unit}
                        onChange={(event) =>
                          changeLine(index, { unit: event.target.value as typeof line.unit })
                        }
                        className={`${FIELD} border-gray-300`}
                      >
                        {QUOTE_UNITS.map((unit) => (
                          <option key={unit} value={unit}>
                            {QUOTE_UNIT_LABELS[unit]}
                          </option>
                        ))}
                      </select>
                    </label>
                  </div>
                  <FieldError id={`${id}-${key}`} message={nameError ?? priceError ?? quantityError} />
                </li>
              );
            })}
          </ul>
          <FieldError id={`${id}-lines`} message={fields.lines} />
          <button
            type="button"
            onClick={() =>
              change({ lines: [...draft.lines, { name: '', unit: 'dish', unitPrice: '', quantity: '1' }] })
            }
            className="mt-2 min-h-11 text-[15px] font-semibold text-brand-800"
          >
            + 메뉴 더하기
          </button>
        </fieldset>

        <label htmlFor={`${id}-fee`} className="mt-4 mb-1.5 block text-sm font-semibold text-gray-800">
          출장비 (원)
        </label>
        <input
          id={`${id}-fee`}
          inputMode="numeric"
          value={draft.calloutFee}
          onChange={(event) => change({ calloutFee: formatAmount(parseAmount(event.target.value)) })}
          aria-invalid={fields.calloutFee ? true : undefined}
          className={`${FIELD} ${borderOf(fields.calloutFee)} text-right tabular-nums`}
        />
        <FieldError id={`${id}-fee-error`} message={fields.calloutFee} />

        <label className="mt-3 flex min-h-11 items-center gap-3 text-[15px]">
          <input
            type="checkbox"
            checked={draft.vatIncluded}
            onChange={(event) => change({ vatIncluded: event.target.checked })}
            className="size-5 accent-brand-700"
          />
          위 가격에 부가세(10%)가 포함돼 있어요
        </label>

        <div className="mt-4 grid grid-cols-2 gap-3">
          <label>
            <span className="mb-1.5 block text-sm font-semibold text-gray-800">현장 운영 시간</span>
            <span className="relative block">
              <input
                inputMode="decimal"
                value={draft.hoursOnSite}
                onChange={(event) => change({ hoursOnSite: event.target.value.replace(/[^\d.]/g, '') })}
                aria-invalid={fields.hoursOnSite ? true : undefined}
                className={`${FIELD} ${borderOf(fields.hoursOnSite)} pr-12 text-right tabular-nums`}
              />
              <span aria-hidden="true" className="absolute top-1/2 right-3 -translate-y-1/2 text-gray-700">
                시간
              </span>
            </span>
          </label>
          <label>
            <span className="mb-1.5 block text-sm font-semibold text-gray-800">견적 유효기간</span>
            <select
              value={draft.validDays}
              onChange={(event) => change({ validDays: Number(event.target.value) })}
              className={`${FIELD} border-gray-300`}
            >
              {VALIDITY_CHOICES.map((days) => (
                <option key={days} value={days}>
                  {days}일
                </option>
              ))}
            </select>
          </label>
        </div>
        <FieldError id={`${id}-hours-error`} message={fields.hoursOnSite} />

        {(
          [
            ['includes', '포함 사항', '일회용 식기, 냅킨, 현장 스태프 2명'],
            ['siteNeeds', '현장에서 필요한 것', '220V 전기, 트럭 1대 주차 공간'],
            ['note', '고객에게 남길 말', '메뉴 구성은 상담으로 바꿀 수 있어요'],
          ] as const
        ).map(([name, label, example]) => (
          <label key={name} className="mt-4 block">
            <span className="mb-1.5 block text-sm font-semibold text-gray-800">{label}</span>
            <textarea
              value={draft[name]}
              rows={2}
              placeholder={`예: ${example}`}
              onChange={(event) => change({ [name]: event.target.value })}
              aria-invalid={fields[name] ? true : undefined}
              className={`w-full rounded-xl border bg-white px-3 py-2.5 text-base ${borderOf(fields[name])}`}
            />
            <FieldError id={`${id}-${name}-error`} message={fields[name]} />
          </label>
        ))}

        <dl
          aria-label="견적 합계"
          className="mt-5 space-y-1 rounded-2xl bg-gray-50 p-4 text-[15px] tabular-nums"
        >
          <div className="flex justify-between">
            <dt className="text-gray-700">메뉴</dt>
            <dd>{formatWon(totals.menu)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-gray-700">출장비</dt>
            <dd>{formatWon(totals.calloutFee)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-gray-700">부가세</dt>
            <dd>{draft.vatIncluded ? '포함' : formatWon(totals.vat)}</dd>
          </div>
          <div className="flex justify-between border-t border-gray-200 pt-2 text-lg font-extrabold">
            <dt>총액</dt>
            <dd>{formatWon(totals.total)}</dd>
          </div>
          <div className="flex justify-between text-sm text-gray-700">
            <dt>1인당 ({groupDigits(booking.info.guestCount)}명)</dt>
            <dd>{formatWon(totals.perPerson)}</dd>
          </div>
        </dl>
        <SheetButtons onClose={onClose} pending={save.isPending}>
          {quote ? '고친 견적 보내기' : '견적 보내기'}
        </SheetButtons>
      </form>
    </Dialog>
  );
}
