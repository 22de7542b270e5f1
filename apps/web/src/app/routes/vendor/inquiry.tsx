import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { inquiryQuery } from '../../../features/messages/api/inquiries.ts';
import { InquiryScreen } from '../../../features/messages/components/inquiry-screen.tsx';
import { vendorPaths } from '../../../lib/vendor-paths.ts';

/** One customer's inquiry, answered by the truck's owner (from 받은 문의 or the notice of a new one). */
export default function VendorInquiryPage() {
  const id = useParams().id ?? '';
  const query = useQuery(inquiryQuery(id));
  return (
    <InquiryScreen
      query={query}
      title="고객 문의"
      parent={vendorPaths.inquiries()}
      bookingLink={(bookingId) => vendorPaths.booking(bookingId, query.data?.truckId)}
    />
  );
}
