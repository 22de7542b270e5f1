import { ROUTES } from '@ft/shared';
import { AreaLayout, type AreaLayoutProps, type AreaNavItem } from './area-layout.tsx';

/** The owners' sections; each appears once its screen exists. */
const VENDOR_NAV: AreaNavItem[] = [
  { label: '예약 관리', to: ROUTES.vendorBookings },
  { label: '캘린더', to: ROUTES.vendorCalendar },
  { label: '정산 내역', to: ROUTES.vendorSettlement },
  { label: '내 푸드트럭', to: ROUTES.vendorTrucks },
];

/** Every `access: 'vendor'` screen renders in this frame (its own chunk). */
export default function VendorLayout({ children, hasScreen }: AreaLayoutProps) {
  return (
    <AreaLayout
      area="사장님"
      badgeClassName="bg-brand-700 text-white"
      navLabel="사장님 메뉴"
      nav={VENDOR_NAV.filter((item) => hasScreen(item.to))}
    >
      {children}
    </AreaLayout>
  );
}
