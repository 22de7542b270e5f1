import type { Inquiry } from '@ft/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { InquiryScreen } from '../../../features/messages/components/inquiry-screen.tsx';
import type { ApiErrorLike } from '../../../shell/api-client.ts';
import { paths } from '../../../shell/paths.ts';
import { SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';

/** The customer's side of an inquiry: back to the truck's page, and from there on to a request. */
export function CustomerInquiry({
  query,
  truckId,
}: {
  query: UseQueryResult<Inquiry, ApiErrorLike>;
  truckId: number | undefined;
}) {
  return (
    <InquiryScreen
      query={query}
      title="문의하기"
      parent={truckId ? paths.foodtruck(truckId) : undefined}
      bookingLink={paths.booking}
      refusalBack={truckId ? { to: paths.foodtruck(truckId), label: '푸드트럭으로 돌아가기' } : undefined}
      footer={(inquiry) =>
        inquiry.viewerSide === 'customer' &&
        !inquiry.booking?.live && (
          <div className="mt-4 rounded-2xl bg-gray-50 p-4">
            <p className="text-sm text-gray-700">
              궁금한 점이 풀렸다면 예약을 요청해 보세요. 여기서 나눈 문의는 예약의 메시지로 이어져요.
            </p>
            <Link to={paths.bookingStart(inquiry.truckId)} className={`mt-3 ${SECONDARY_BUTTON}`}>
              {inquiry.truckName}에 예약 요청하기
            </Link>
          </div>
        )
      }
    />
  );
}
