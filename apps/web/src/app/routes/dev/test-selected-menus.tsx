import { estimateBooking } from '@ft/shared';
import { DevPage } from '../../../components/layout/dev-page.tsx';
import { pricedLines } from '../../../features/booking/components/menu-picker.tsx';
import { useBookingDraft } from '../../../features/booking/draft/draft-store.ts';
import { formatWon } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';
import { useIsClient } from '../../../shell/use-is-client.ts';
import { useBookingMenu } from '../../hooks/use-booking-menu.ts';

/**
 * Development page (docs/product.md § Screens): the draft's chosen menus priced against the live menu, with
 * the estimate.
 */
function SelectedMenus() {
  const draft = useBookingDraft();
  const menu = useBookingMenu(draft.truck?.id ?? null);
  if (!menu.groups) return <PageSkeleton />;
  const lines = pricedLines(menu.groups, draft.menus);
  const missing = draft.menus.length - lines.length;
  return (
    <main id="main" className="p-4">
      {lines.length === 0 ? (
        <p>담은 메뉴가 없어요.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">담은 메뉴</caption>
          <thead>
            <tr className="text-left text-gray-600">
              <th className="py-2">메뉴</th>
              <th>단가</th>
              <th>수량</th>
              <th className="text-right">금액</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.menuItemId} className="border-t border-gray-100">
                <td className="py-2">
                  {line.name} (#{line.menuItemId})
                </td>
                <td>{formatWon(line.unitPrice)}</td>
                <td>{line.servings}</td>
                <td className="text-right">{formatWon(line.unitPrice * line.servings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {missing > 0 && <p className="mt-2 text-sm text-red-700">메뉴판에 없는 항목 {missing}개</p>}
      <p className="mt-4 font-bold">
        예상 금액 {formatWon(estimateBooking(lines, draft.truck?.baseFee ?? 0))}
        {draft.truck ? ` (출장비 ${formatWon(draft.truck.baseFee)} 포함)` : ' (출장비 별도)'}
      </p>
    </main>
  );
}

export default function TestSelectedMenusPage() {
  useHead({ title: '테스트: 선택한 메뉴', noindex: true });
  const isClient = useIsClient();
  return (
    <DevPage>
      <PageHeader title="테스트: 선택한 메뉴" />
      {isClient ? <SelectedMenus /> : <PageSkeleton />}
    </DevPage>
  );
}
