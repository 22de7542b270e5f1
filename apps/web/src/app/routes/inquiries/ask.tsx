import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { truckIdFromParam } from '../../../features/foodtrucks/api/foodtrucks.ts';
import { askInquiryQuery } from '../../../features/messages/api/inquiries.ts';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { CustomerInquiry } from './customer-inquiry.tsx';

/** 문의하기 from a truck's page: the customer's inquiry with that truck, made the first time they ask. */
export default function InquiryAskPage() {
  const truckId = truckIdFromParam(useParams().truckId);
  const query = useQuery({ ...askInquiryQuery(truckId ?? 0), enabled: truckId !== null });
  if (truckId === null) return <ErrorPage status={404} />;
  return <CustomerInquiry query={query} truckId={truckId} />;
}
