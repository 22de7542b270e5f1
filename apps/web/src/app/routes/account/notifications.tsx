import { PageHeader } from '../../../components/layout/page-header.tsx';
import { NoticeList } from '../../../features/notifications/components/notice-list.tsx';
import { useHead } from '../../../lib/head.tsx';

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
