import { type BookingDetail, type OwnTruck, QUOTE_LIMIT, QUOTE_STATUS_LABELS } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SheetButtons } from '../../../components/ui/sheet-buttons.tsx';
import { useKeptSheet } from '../../../lib/kept-work.ts';
import { formatDeadline, formatWon } from '../../../shell/format.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import { quotesQuery, useWithdrawQuote } from '../api/quotes.ts';
import { QuoteSheet } from './quote-sheet.tsx';

type Sheet = 'send' | 'revise' | 'withdraw';

/**
 * The vendor's side of an open request: their quote as sent (and whether the customer changed the request
 * since), or 견적 보내기 while the request takes quotes. Sending, revising and withdrawing open sheets.
 */
export function VendorQuote({ booking, trucks }: { booking: BookingDetail; trucks: readonly OwnTruck[] }) {
  const quotes = useQuery(quotesQuery(booking.id));
  const [open, setOpen, close] = useKeptSheet<Sheet>(`quote-sheet:${booking.id}`);
  const withdraw = useWithdrawQuote(booking.id);
  if (!quotes.data) return null;
  const mine = quotes.data.quotes.at(-1);
  const live = mine?.status === 'sent' ? mine : undefined;

  return (
    <section aria-labelledby="my-quote-title" className="rounded-2xl border border-gray-200 p-4">
      <h2 id="my-quote-title" className="text-base font-bold">
        내 견적
      </h2>
      {mine ? (
        <>
          <p className="mt-1 text-sm text-gray-700">
            {mine.status === 'sent' ? '고객이 고르기를 기다리고 있어요' : QUOTE_STATUS_LABELS[mine.status]}
            {mine.revision > 1 ? ` · ${mine.revision - 1}번 고침` : ''}
          </p>
          <p className="mt-2 text-2xl font-extrabold tabular-nums">{formatWon(mine.total)}</p>
          <p className="text-sm text-gray-700 tabular-nums">
            1인당 {formatWon(mine.perPerson)} · {formatDeadline(mine.validUntil)}까지 유효
          </p>
          {live?.outdated && (
            <p
              role="status"
              className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm break-keep text-amber-950"
            >
              고객이 요청 내용을 바꿨어요. 바뀐 내용을 확인하고 견적을 고쳐 보내야 고객이 고를 수 있어요.
            </p>
          )}
          {live && (
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                onClick={() => setOpen('withdraw')}
                className={`${SECONDARY_BUTTON} flex-1`}
              >
                철회하기
              </button>
              <button
                type="button"
                onClick={() => setOpen('revise')}
                className={`${PRIMARY_BUTTON} flex-[2]`}
              >
                견적 고치기
              </button>
            </div>
          )}
        </>
      ) : quotes.data.takesQuotes ? (
        <>
          <p className="mt-1 text-sm break-keep text-gray-700">
            {formatDeadline(quotes.data.deadline)}까지, 먼저 온 {QUOTE_LIMIT}곳의 견적을 받아요 (지금{' '}
            {quotes.data.liveCount}곳). 고객이 비교해서 한 곳을 고르면 예약이 확정돼요.
          </p>
          <button type="button" onClick={() => setOpen('send')} className={`${PRIMARY_BUTTON} mt-3`}>
            견적 보내기
          </button>
        </>
      ) : (
        <p className="mt-1 text-sm text-gray-700">견적 받기가 마감된 요청이에요.</p>
      )}

      {(open === 'send' || (open === 'revise' && live)) && (
        <QuoteSheet
          booking={booking}
          trucks={trucks}
          quote={open === 'revise' ? live : undefined}
          onClose={close}
        />
      )}
      {open === 'withdraw' && live && (
        <Dialog
          title="견적을 철회할까요?"
          description="철회하면 고객의 비교 목록에서 빠지고, 다시 보낼 수 없어요."
          onClose={close}
        >
          <SheetButtons
            onClose={close}
            pending={withdraw.isPending}
            danger
            onConfirm={() =>
              withdraw.mutate(
                { quoteId: live.id },
                {
                  onSuccess: () => {
                    close();
                    toast.success('견적을 철회했어요');
                  },
                },
              )
            }
          >
            철회하기
          </SheetButtons>
        </Dialog>
      )}
    </section>
  );
}
