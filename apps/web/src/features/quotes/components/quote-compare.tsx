import { type BookingDetail, groupDigits, QUOTE_LIMIT, type Quote } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SheetButtons } from '../../../components/ui/sheet-buttons.tsx';
import { TruckName } from '../../../components/ui/truck-name.tsx';
import type { ApiError } from '../../../shell/api-client.ts';
import { formatDeadline, formatRating, formatWon } from '../../../shell/format.ts';
import { paths } from '../../../shell/paths.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import { quotesQuery, useChooseQuote } from '../api/quotes.ts';

const regionText = (regions: readonly string[]) =>
  regions.length === 0
    ? '-'
    : regions.length === 1
      ? regions[0]!
      : `${regions[0]} 외 ${regions.length - 1}곳`;

/** The rows of the comparison: what organisers weigh, one line each. */
const ROWS: { label: string; cell: (quote: Quote) => ReactNode }[] = [
  {
    label: '총액',
    cell: (q) => <strong className="text-[17px] font-extrabold">{formatWon(q.total)}</strong>,
  },
  { label: '1인당', cell: (q) => formatWon(q.perPerson) },
  {
    label: '평점',
    cell: (q) =>
      q.truck.rating === null ? (
        <span className="font-semibold text-brand-800">신규 입점</span>
      ) : (
        <>
          <span aria-hidden="true">★ </span>
          {formatRating(q.truck.rating)} <span className="text-gray-600">({q.truck.reviewCount})</span>
        </>
      ),
  },
  { label: '지역', cell: (q) => regionText(q.truck.regions) },
  { label: '구성', cell: (q) => q.lines.map((line) => line.name).join(', ') },
  { label: '포함', cell: (q) => q.includes || '-' },
  { label: '운영', cell: (q) => `${q.hoursOnSite}시간` },
  { label: '준비물', cell: (q) => q.siteNeeds || '-' },
  { label: '유효', cell: (q) => `${formatDeadline(q.validUntil)}까지` },
  { label: '메모', cell: (q) => q.note || '-' },
];

/** Why a choice was refused, and whether the quotes should be read again. */
function refusalOf(error: ApiError): string {
  switch (error.code) {
    case 'QUOTE_CHANGED':
    case 'QUOTE_NOT_AVAILABLE':
      return error.message;
    case 'BOOKING_OVERLAP':
    case 'SCHEDULE_BLOCKS_ACCEPT':
      return '그 사이 이 푸드트럭의 일정이 찼어요. 다른 견적을 골라주세요.';
    default:
      return error.message || '잠시 후 다시 시도해주세요.';
  }
}

/**
 * 받은 견적: the open request's quotes side by side (a column each, the row names fixed while they scroll), the
 * cheapest marked, each truck one tap away, and 이 견적으로 확정 behind a confirmation. Quotes that were
 * withdrawn or ran out are counted below, not compared.
 */
export function QuoteCompare({
  booking,
  onAsk,
}: {
  booking: BookingDetail;
  /** 문의하기: the screen opens the conversation with that truck. */
  onAsk: (truckId: number) => void;
}) {
  const quotes = useQuery(quotesQuery(booking.id));
  const choose = useChooseQuote(booking.id);
  const [picked, setPicked] = useState<Quote | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Opened from a quote's notice (#quotes): bring the comparison into view once it is drawn.
  const section = useRef<HTMLElement>(null);
  const drawn = quotes.data !== undefined;
  useEffect(() => {
    if (drawn && window.location.hash === '#quotes') section.current?.scrollIntoView({ block: 'start' });
  }, [drawn]);
  if (!quotes.data) return null;
  const live = quotes.data.quotes.filter((quote) => quote.status === 'sent');
  const gone = quotes.data.quotes.length - live.length;
  const cheapest = Math.min(...live.map((quote) => quote.total));

  const confirm = async () => {
    if (!picked) return;
    setRefusal(null);
    try {
      await choose.mutateAsync({ quoteId: picked.id, revision: picked.revision });
      setPicked(null);
      toast.success(
        '예약이 확정됐어요',
        `${picked.truck.name} · ${formatWon(picked.total)}. 이제 계약금을 결제해주세요.`,
      );
    } catch (caught) {
      const error = caught as ApiError;
      if (!(error.status >= 400 && error.status < 500)) return;
      setRefusal(refusalOf(error));
    }
  };

  return (
    <section ref={section} id="quotes" aria-labelledby="quotes-title" className="scroll-mt-16">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="quotes-title" className="text-base font-bold">
          받은 견적 <span className="text-brand-800">{live.length}</span>
        </h2>
        <p className="text-xs text-gray-600">
          {quotes.data.takesQuotes
            ? `${formatDeadline(quotes.data.deadline)}까지 · 최대 ${QUOTE_LIMIT}곳`
            : '견적 받기 마감'}
        </p>
      </div>
      {live.length === 0 ? (
        <p className="mt-2 rounded-2xl bg-gray-50 px-4 py-5 text-[15px] break-keep text-gray-700">
          {quotes.data.takesQuotes
            ? '조건에 맞는 사장님들께 요청을 보냈어요. 견적이 도착하면 바로 알려드릴게요.'
            : '받을 수 있는 견적이 없어요. 날짜나 메뉴를 바꿔 다시 요청해 보세요.'}
        </p>
      ) : (
        <div className="-mx-4 mt-3 overflow-x-auto px-4 pb-2">
          <table className="w-max min-w-full border-separate border-spacing-0 text-left text-sm">
            <caption className="sr-only">받은 견적 비교: 열마다 푸드트럭 한 곳</caption>
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 z-10 w-16 bg-white">
                  <span className="sr-only">항목</span>
                </th>
                {live.map((quote) => (
                  <th key={quote.id} scope="col" className="w-36 px-2 pb-2 align-bottom">
                    {quote.total === cheapest && live.length > 1 && (
                      <span className="mb-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800">
                        최저가
                      </span>
                    )}
                    <Link
                      to={paths.foodtruck(quote.truck.id)}
                      className="flex min-h-11 items-center gap-2 font-bold underline-offset-4 hover:underline"
                    >
                      {quote.truck.thumbnailUrl && (
                        <img
                          src={quote.truck.thumbnailUrl}
                          alt=""
                          width={36}
                          height={36}
                          className="size-9 shrink-0 rounded-lg object-cover"
                        />
                      )}
                      <span className="line-clamp-2 break-keep">
                        <TruckName name={quote.truck.name} note={quote.truck.nameNote} />
                      </span>
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.label}>
                  <th
                    scope="row"
                    className="sticky left-0 z-10 border-t border-gray-100 bg-white py-2 pr-2 align-top font-semibold text-gray-600"
                  >
                    {row.label}
                  </th>
                  {live.map((quote) => (
                    <td
                      key={quote.id}
                      className="max-w-36 border-t border-gray-100 px-2 py-2 align-top break-keep tabular-nums"
                    >
                      {row.cell(quote)}
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row" className="sticky left-0 z-10 bg-white">
                  <span className="sr-only">선택</span>
                </th>
                {live.map((quote) => (
                  <td key={quote.id} className="px-2 pt-2 align-top">
                    {quote.outdated ? (
                      <p className="text-xs break-keep text-amber-900">
                        요청을 바꾸기 전 견적이에요. 사장님이 고치면 고를 수 있어요.
                      </p>
                    ) : (
                      <button
                        type="button"
                        onClick={() => {
                          setRefusal(null);
                          setPicked(quote);
                        }}
                        className="flex min-h-11 w-full items-center justify-center rounded-xl bg-brand-700 px-2 text-[15px] font-bold text-white"
                        aria-label={`${quote.truck.name} 견적 선택`}
                      >
                        선택
                      </button>
                    )}
                    <button
                      type="button"
                      onClick={() => onAsk(quote.truck.id)}
                      className="mt-1 flex min-h-11 w-full items-center justify-center text-[15px] font-semibold text-gray-800"
                      aria-label={`${quote.truck.name}에 문의하기`}
                    >
                      문의하기
                    </button>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
      {gone > 0 && (
        <p className="mt-1 text-xs text-gray-600">
          철회되거나 유효기간이 지난 견적 {gone}개는 빼고 보여드려요.
        </p>
      )}

      {picked && (
        <Dialog
          title={`${picked.truck.name} 견적으로 확정할까요?`}
          description="확정하면 다른 견적은 자동으로 거절되고, 계약금을 결제할 수 있어요."
          onClose={() => setPicked(null)}
        >
          {refusal && (
            <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
              {refusal}
            </p>
          )}
          <dl className="space-y-1 rounded-2xl bg-gray-50 p-4 text-[15px] tabular-nums">
            {picked.lines.map((line) => (
              <div key={line.name} className="flex justify-between gap-3">
                <dt className="min-w-0 truncate text-gray-700">
                  {line.name} {formatWon(line.unitPrice)} × {groupDigits(line.quantity)}
                </dt>
                <dd>{formatWon(line.unitPrice * line.quantity)}</dd>
              </div>
            ))}
            <div className="flex justify-between">
              <dt className="text-gray-700">출장비</dt>
              <dd>{formatWon(picked.calloutFee)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-gray-700">부가세</dt>
              <dd>{picked.vat === 0 ? '포함' : formatWon(picked.vat)}</dd>
            </div>
            <div className="flex justify-between border-t border-gray-200 pt-2 text-lg font-extrabold">
              <dt>총액</dt>
              <dd>{formatWon(picked.total)}</dd>
            </div>
          </dl>
          <SheetButtons
            onClose={() => setPicked(null)}
            onConfirm={() => void confirm()}
            pending={choose.isPending}
          >
            이 견적으로 확정
          </SheetButtons>
        </Dialog>
      )}
    </section>
  );
}
