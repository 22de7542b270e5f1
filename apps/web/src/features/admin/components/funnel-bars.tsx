import { groupDigits } from '@ft/shared';
import type { BookingFunnel } from '../api/overview.ts';
import { funnelRows, requestToCompletion } from '../funnel.ts';

/**
 * The booking funnel as plain bars (no chart library): each stage's count, its bar against the largest stage,
 * and how many of the stage before reached it. A list, so a screen reader reads it in order.
 */
export function FunnelBars({ funnel, updating = false }: { funnel: BookingFunnel; updating?: boolean }) {
  const rows = funnelRows(funnel);
  const overall = requestToCompletion(funnel);
  return (
    <div>
      {updating && (
        <p role="status" className="mb-2 text-sm text-gray-700">
          새 기간을 불러오는 중…
        </p>
      )}
      <ol className="space-y-4">
        {rows.map((row) => (
          <li key={row.stage}>
            <div className="flex items-baseline justify-between gap-3">
              <p className="text-[15px] font-semibold">
                {row.label}
                {row.fromClient && (
                  <span className="ml-1 text-xs font-normal text-gray-600">(방문 기록)</span>
                )}
              </p>
              <p className="shrink-0 text-[15px] tabular-nums">
                <span className="font-bold">{groupDigits(row.count)}</span>건
                {row.conversion !== null && (
                  <span className="ml-2 text-sm text-gray-600">
                    <span className="sr-only">이전 단계 대비 </span>
                    {row.conversion}%
                  </span>
                )}
              </p>
            </div>
            {/* While another period loads, only the bars fade: the figures keep their contrast. */}
            <div
              aria-hidden="true"
              className={`mt-1.5 h-3 overflow-hidden rounded-full bg-gray-100 ${updating ? 'opacity-40' : ''}`}
            >
              <div
                className={`h-full rounded-full ${row.fromClient ? 'bg-gray-400' : 'bg-brand-500'}`}
                style={{ width: `${Math.max(row.width, row.count > 0 ? 2 : 0)}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-700">
        {overall === null ? (
          '이 기간에 들어온 예약 요청이 없어요.'
        ) : (
          <>
            요청한 예약 중 <strong className="font-bold text-gray-900">{overall}%</strong>가 행사까지
            마쳤어요.
          </>
        )}
        <span className="mt-1 block text-xs text-gray-600">
          예약 작성 시작은 브라우저가 보낸 기록이라 광고 차단 등으로 일부 빠질 수 있어요. 나머지 단계는 예약
          기록으로 셌고, 비율은 바로 앞 단계 대비예요.
        </span>
      </p>
    </div>
  );
}
