import { estimateBooking, type PricedLine } from '@ft/shared';
import type { ReactNode } from 'react';
import { formatWon } from '../../shell/format.ts';

/**
 * A request's estimate taken apart: the menu lines at their snapshot prices, and the truck's call-out fee as the
 * rest (the server's estimate is Σ price × servings + base fee; an open request has no fee until a truck quotes).
 */
export function estimateParts(menus: readonly PricedLine[], estimate: number) {
  const menuTotal = estimateBooking(menus);
  return { menuTotal, baseFee: Math.max(0, estimate - menuTotal) };
}

function Row({
  label,
  children,
  strong = false,
  className = '',
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${strong ? 'text-base font-bold' : ''} ${className}`}
    >
      <dt className={strong ? '' : 'text-gray-700'}>{label}</dt>
      <dd className="shrink-0 tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * 메뉴 금액 + 기본 출장비 = 예상 금액, then the vendor's quote and how far it is from the estimate: what the vendor
 * sees while quoting and the customer once the booking is accepted. `children` adds rows (a cancellation fee).
 */
export function AmountBreakdown({
  menus,
  estimate,
  quotedAmount,
  quoteLabel = '확정 금액',
  children,
}: {
  menus: readonly PricedLine[];
  estimate: number;
  quotedAmount: number | null;
  quoteLabel?: string;
  children?: ReactNode;
}) {
  const { menuTotal, baseFee } = estimateParts(menus, estimate);
  const difference = quotedAmount === null ? 0 : quotedAmount - estimate;
  return (
    <dl className="space-y-1 text-[15px]">
      <Row label="메뉴 금액">{formatWon(menuTotal)}</Row>
      {baseFee > 0 && <Row label="기본 출장비">{formatWon(baseFee)}</Row>}
      <Row label="예상 금액" strong={quotedAmount === null} className="border-t border-gray-200 pt-1">
        {formatWon(estimate)}
      </Row>
      {quotedAmount !== null && (
        <>
          {difference !== 0 && (
            <Row label="견적 조정">
              {difference > 0 ? '+' : '−'}
              {formatWon(Math.abs(difference))}
            </Row>
          )}
          <Row label={quoteLabel} strong>
            {formatWon(quotedAmount)}
          </Row>
        </>
      )}
      {children}
    </dl>
  );
}
