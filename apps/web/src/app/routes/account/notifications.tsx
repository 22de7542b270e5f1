import { NoticeList } from '../../../features/notifications/components/notice-list.tsx';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';

/** `/notifications`: the signed-in person's notices. */
export default function NotificationsPage() {
  useHead({ title: '알림', noindex: true });
  return (
    <>
      <PageHeader title="알림" />
      <main id="main" className="pb-6">
        <NoticeList />
      </main>
    </>
  );
}
