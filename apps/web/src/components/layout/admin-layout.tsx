import { ROUTES } from '@ft/shared';
import { AreaLayout, type AreaLayoutProps, type AreaNavItem } from './area-layout.tsx';

/** The operators' sections; one appears once its screen exists (bookings, settlements, reference data next). */
const ADMIN_NAV: AreaNavItem[] = [{ label: '입점 심사', to: ROUTES.adminApplications }];

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
