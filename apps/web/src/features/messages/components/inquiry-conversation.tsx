import { type Inquiry, withParticle } from '@ft/shared';
import { Link } from 'react-router';
import {
  uploadInquiryPhoto,
  useMarkInquiryRead,
  useReportInquiry,
  useSendInquiryMessage,
} from '../api/inquiries.ts';
import { MessageForm } from './composer.tsx';
import { ConversationBody, useReadOnSight } from './conversation-body.tsx';
import { ReportDialog } from './report-sheet.tsx';

/** Where the conversation went on: the booking that took its messages, in the caller's own screens. */
function BookingNote({ inquiry, bookingLink }: { inquiry: Inquiry; bookingLink: (id: string) => string }) {
  const booking = inquiry.booking;
  if (!booking) return null;
  return (
    <div role="status" className="mt-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-gray-800">
      <p>
        {booking.live
          ? `${booking.eventName} 예약 요청으로 대화가 이어졌어요. 앞서 나눈 문의도 예약의 메시지에 함께 있어요.`
          : `앞서 나눈 문의는 ${booking.eventName} 예약의 메시지에 있어요.`}
      </p>
      <Link
        to={`${bookingLink(booking.bookingId)}#messages`}
        className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
      >
        {booking.live ? '예약 메시지에서 이어가기' : '지난 대화 보기'}
      </Link>
    </div>
  );
}

/**
 * 문의하기 (decision 090): one customer's conversation with one truck before any request, in the customer's screen
 * and in the owners'. Nobody's phone number or email is in it: those come with an accepted booking.
 */
export function InquiryConversation({
  inquiry,
  onReload,
  bookingLink,
}: {
  inquiry: Inquiry;
  onReload: () => void;
  /** The booking that continued it, in the caller's area (the customer's 예약 내역, the owners' 예약 관리). */
  bookingLink: (id: string) => string;
}) {
  const customer = inquiry.viewerSide === 'customer';
  const send = useSendInquiryMessage(inquiry);
  const report = useReportInquiry(inquiry.id);
  const markRead = useMarkInquiryRead(inquiry.id);
  useReadOnSight(inquiry.messages.at(-1)?.id ?? '', inquiry.unread, inquiry.viewerSide, () =>
    markRead.mutate(),
  );
  const other = customer ? inquiry.truckName : `${inquiry.customerName} 고객`;

  return (
    <section aria-labelledby="inquiry-title" className="rounded-2xl border border-gray-200 p-4">
      <h2 id="inquiry-title" className="text-base font-bold">
        {customer ? `${inquiry.truckName}에 문의` : `${inquiry.customerName} 고객의 문의`}
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        {customer
          ? '예약 요청 전에 인원, 메뉴, 출장 지역처럼 궁금한 점을 물어보세요. 전화번호는 예약이 확정되면 보여요.'
          : '예약 요청 전 문의예요. 고객 연락처는 예약을 수락하면 보여요.'}
      </p>
      <BookingNote inquiry={inquiry} bookingLink={bookingLink} />
      <ConversationBody
        messages={inquiry.messages}
        empty={customer ? `아직 주고받은 메시지가 없어요. 예: "200명 가능해요?"` : '새로 온 메시지가 없어요.'}
        list={{
          label: customer ? `${withParticle(inquiry.truckName, '과/와')} 나눈 문의` : '고객과 나눈 문의',
          nameOf: () => other,
        }}
        form={
          inquiry.open ? (
            <MessageForm
              scope={`inquiry:${inquiry.id}`}
              placeholder={customer ? '궁금한 점을 입력하세요' : '답장을 입력하세요'}
              sender={{
                send: (input, callbacks) => send.mutate(input, callbacks),
                pending: send.isPending,
                upload: (file, opts) => uploadInquiryPhoto(inquiry.id, file, opts),
              }}
              onClosed={onReload}
            />
          ) : null
        }
        // A booking that took the conversation says where it went on (BookingNote).
        closedReason={inquiry.booking?.live ? null : inquiry.closedReason}
        report={
          inquiry.viewerSide === 'operator'
            ? null
            : {
                reportedByMe: inquiry.reportedByMe,
                dialog: (onClose) => (
                  <ReportDialog
                    report={(reason, callbacks) => report.mutate({ reason }, callbacks)}
                    pending={report.isPending}
                    onClose={onClose}
                  />
                ),
              }
        }
      />
    </section>
  );
}
