import type { Inquiry } from '@ft/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ApiErrorLike } from '../../../shell/api-client.ts';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';
import { InquiryConversation } from './inquiry-conversation.tsx';

/**
 * A screen of one inquiry (decision 090), for the customer (from a truck's 문의하기 or a notice) and for the
 * truck's owner (from 받은 문의 or a notice). A refusal the person can understand (their own truck, a suspended
 * one) is said in its words with the way back, not as a missing page.
 */
export function InquiryScreen({
  query,
  title,
  parent,
  bookingLink,
  refusalBack,
  footer,
}: {
  query: UseQueryResult<Inquiry, ApiErrorLike>;
  title: string;
  parent: string | undefined;
  bookingLink: (id: string) => string;
  /** Where a refusal sends the person back to, and in which words. */
  refusalBack?: { to: string; label: string };
  footer?: (inquiry: Inquiry) => React.ReactNode;
}) {
  useHead({ title, noindex: true });
  if (query.isError) {
    const error = query.error;
    if (refusalBack && (error.status === 403 || error.status === 409)) {
      return (
        <>
          <PageHeader title={title} parent={parent} />
          <main id="main" className="px-4 py-6">
            <p
              role="alert"
              className="rounded-2xl bg-gray-50 px-4 py-6 text-center text-[15px] text-gray-800"
            >
              {error.message}
            </p>
            <Link to={refusalBack.to} className={`mt-4 ${SECONDARY_BUTTON}`}>
              {refusalBack.label}
            </Link>
          </main>
        </>
      );
    }
    return <ErrorPage error={error} />;
  }
  if (!query.data) return <PageSkeleton />;
  const inquiry = query.data;
  return (
    <>
      <PageHeader title={title} parent={parent} />
      <main id="main" className="px-4 py-4 pb-24">
        <InquiryConversation
          inquiry={inquiry}
          onReload={() => void query.refetch()}
          bookingLink={bookingLink}
        />
        {footer?.(inquiry)}
      </main>
    </>
  );
}
