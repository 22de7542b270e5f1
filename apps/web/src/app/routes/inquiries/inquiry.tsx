import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { inquiryQuery } from '../../../features/messages/api/inquiries.ts';
import { CustomerInquiry } from './customer-inquiry.tsx';

/** An inquiry opened by its id: the customer's notice of an answer links here. */
export default function InquiryPage() {
  const id = useParams().id ?? '';
  const query = useQuery(inquiryQuery(id));
  return <CustomerInquiry query={query} truckId={query.data?.truckId} />;
}
