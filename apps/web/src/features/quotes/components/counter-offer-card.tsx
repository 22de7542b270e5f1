import { type BookingDetail, type CounterOffer, groupDigits } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { formatDeadline, formatEventDate, formatWon } from '../../../shell/format.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import { counterOffersQuery, useCounterOfferAction } from '../api/counter-offers.ts';

const whenOf = (terms: { eventDate: string; startTime: string; endTime: string }) =>
  `${formatEventDate(terms.eventDate)} ${terms.startTime}~${terms.endTime}`;
const menuOf = (menus: readonly { name: string; servings: number }[]) =>
  menus.map((line) => `${line.name} ${groupDigits(line.servings)}인분`).join(', ');

/** What the proposal changes from the request, one line per part (what it leaves alone is not repeated). */
export function proposalChanges(booking: Pick<BookingDetail, 'info' | 'menus'>, offer: CounterOffer) {
  const changes: { label: string; from: string; to: string }[] = [];
  const asked = whenOf(booking.info);
  const proposed = whenOf(offer);
  if (asked !== proposed) changes.push({ label: '일시', from: asked, to: proposed });
  if (menuOf(booking.menus) !== menuOf(offer.menus)) {
    changes.push({ label: '메뉴', from: menuOf(booking.menus), to: menuOf(offer.menus) });
  }
  return changes;
}

/**
 * 사장님의 제안, on the customer's request: what the truck can do instead (the changed parts, before → after),
 * its price, and 수락 or 거절 in one tap each. Opened from its notice (#counter-offer), it comes into view.
 */
export function CounterOfferCard({ booking }: { booking: BookingDetail }) {
  const offers = useQuery(counterOffersQuery(booking.id));
  const act = useCounterOfferAction(booking.id);
  const section = useRef<HTMLElement>(null);
  const offer = offers.data?.find((each) => each.status === 'proposed' && !each.outdated);
  useEffect(() => {
    if (offer && window.location.hash === '#counter-offer')
      section.current?.scrollIntoView({ block: 'start' });
  }, [offer]);
  if (!offer) return null;
  // Awaited, not a mutate callback: the answer moves the booking on and this card unmounts, and mutate skips
  // the callbacks of an unmounted caller. A refusal is toasted by the API client.
  const answer = async (action: 'accept' | 'decline') => {
    try {
      await act.mutateAsync({ offerId: offer.id, action });
    } catch {
      return;
    }
    if (action === 'accept') {
      toast.success('예약이 확정됐어요', `${formatWon(offer.amount)} · 이제 계약금을 결제해주세요.`);
    } else toast.success('제안을 거절했어요', '처음 요청한 조건으로 사장님의 답을 기다려요.');
  };

  return (
    <section
      ref={section}
      id="counter-offer"
      aria-labelledby="counter-offer-title"
      className="scroll-mt-16 rounded-2xl border-2 border-brand-100 bg-brand-50 p-4"
    >
      <h2 id="counter-offer-title" className="text-base font-bold">
        사장님이 다른 조건을 제안했어요
      </h2>
      <dl className="mt-3 space-y-2 text-[15px]">
        {proposalChanges(booking, offer).map((change) => (
          <div key={change.label}>
            <dt className="text-sm font-semibold text-gray-700">{change.label}</dt>
            <dd className="break-keep">
              <span className="text-gray-600 line-through">{change.from}</span>
              <span aria-hidden="true"> → </span>
              <span className="sr-only">에서 </span>
              <strong>{change.to}</strong>
            </dd>
          </div>
        ))}
        <div>
          <dt className="text-sm font-semibold text-gray-700">금액</dt>
          <dd className="text-xl font-extrabold tabular-nums">{formatWon(offer.amount)}</dd>
        </div>
      </dl>
      {offer.note && (
        <p className="mt-2 rounded-xl bg-white px-3 py-2 text-sm text-gray-800">“{offer.note}”</p>
      )}
      <p className="mt-2 text-xs text-gray-600">{formatDeadline(offer.validUntil)}까지 답할 수 있어요.</p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={() => void answer('decline')}
          disabled={act.isPending}
          className={`${SECONDARY_BUTTON} flex-1 bg-white disabled:opacity-60`}
        >
          거절
        </button>
        <button
          type="button"
          onClick={() => void answer('accept')}
          disabled={act.isPending}
          aria-busy={act.isPending}
          className={`${PRIMARY_BUTTON} flex-[2] disabled:opacity-60`}
        >
          이 조건으로 확정
        </button>
      </div>
    </section>
  );
}
