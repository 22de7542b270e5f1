import { ROUTES } from '@ft/shared';
import { AreaLayout, type AreaLayoutProps, type AreaNavItem } from './area-layout.tsx';

/** The operators' sections, in the order of a working day; each appears once its screen exists. */
const ADMIN_NAV: AreaNavItem[] = [
  { label: '현황', to: ROUTES.admin, end: true },
  { label: '예약', to: ROUTES.adminBookings },
  { label: '정산', to: ROUTES.adminSettlements },
  { label: '이의 제기', to: ROUTES.adminDisputes },
  { label: '후기 신고', to: ROUTES.adminReviews },
  { label: '결제 대사', to: ROUTES.adminReconciliation },
  { label: '입점 심사', to: ROUTES.adminApplications },
  { label: '푸드트럭', to: ROUTES.adminTrucks },
  { label: '기준 정보', to: ROUTES.adminCatalogue },
  { label: '발송 실패', to: ROUTES.adminNotificationFailures },
  { label: '오류 신고', to: ROUTES.adminErrorReports },
];

/** Every `access: 'admin'` screen renders in this frame (its own chunk: nothing of it ships to customers). */
export default function AdminLayout({ children, hasScreen }: AreaLayoutProps) {
  return (
    <AreaLayout
      area="운영자"
      badgeClassName="bg-gray-900 text-white"
      navLabel="운영자 메뉴"
      nav={ADMIN_NAV.filter((item) => hasScreen(item.to))}
      wide
    >
      {children}
    </AreaLayout>
  );
}
