import { seoulDate } from '@ft/shared';
import { useSearchParams } from 'react-router';
import { OwnTruckGate, TruckSwitcher } from '../../../components/vendor/own-truck.tsx';
import { VendorCalendar } from '../../../features/availability/components/vendor-calendar.tsx';
import { currentMonth, isMonth, monthOfDate } from '../../../features/availability/month.ts';
import { vendorPaths } from '../../../lib/vendor-paths.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 캘린더: one truck's month of bookings and blocked time. The month and the chosen day live in the URL
 * (`?month=2026-12&day=2026-12-05`), so back, reload and links keep them.
 */
export default function VendorCalendarPage() {
  useHead({ title: '캘린더', noindex: true });
  const [search, setSearch] = useSearchParams();
  const dayParam = search.get('day');
  const monthParam = search.get('month');
  const month = isMonth(monthParam)
    ? monthParam
    : dayParam && DATE.test(dayParam)
      ? monthOfDate(dayParam)
      : currentMonth();
  const selected =
    dayParam && DATE.test(dayParam) ? dayParam : month === currentMonth() ? seoulDate() : `${month}-01`;

  const update = (next: { month: string; day?: string }) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('month', next.month);
        if (next.day) params.set('day', next.day);
        else params.delete('day');
        return params;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title="캘린더" back={false} />
      <OwnTruckGate>
        {(truck, trucks) => (
          <main id="main">
            <TruckSwitcher
              trucks={trucks}
              current={truck}
              hrefFor={(id) => vendorPaths.calendar(id, month)}
            />
            <VendorCalendar
              truckId={truck.id}
              month={month}
              selected={selected}
              onMonthChange={(next) => update({ month: next })}
              onSelect={(day) => update({ month: monthOfDate(day), day })}
              bookingHref={(id) => vendorPaths.booking(id, truck.id)}
            />
          </main>
        )}
      </OwnTruckGate>
    </>
  );
}
