import { InquiryList } from '../../../features/messages/components/inquiry-list.tsx';
import { vendorPaths } from '../../../lib/vendor-paths.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';

/** 받은 문의 (decision 091): customers' questions before any request, the latest first; each opens to answer. */
export default function VendorInquiriesPage() {
  useHead({ title: '받은 문의', noindex: true });
  return (
    <>
      <PageHeader title="받은 문의" parent={vendorPaths.bookings()} />
      <main id="main" className="px-4 py-4 pb-10">
        <InquiryList linkTo={vendorPaths.inquiry} />
      </main>
    </>
  );
}
