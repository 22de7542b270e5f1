import { z } from 'zod';
import { DISPUTE_RESOLUTION_LABELS, PAYMENT_KIND_LABELS } from '../domain/payment/states.ts';
import { formatWon } from '../format.ts';
import { withParticle } from '../korean.ts';
import type { DomainEventType } from './events.ts';
import { idFromText } from './ids.ts';
import { because, customerLink, event, type Notice, type NoticeContext, vendorLink } from './notice-words.ts';
import { isOfferEvent, offerNotices } from './offer-notices.ts';

export type { Notice, NoticeAudience, NoticeContext } from './notice-words.ts';

/** The notices an event makes (none for a move its own actor made and nobody else needs to hear of). */
export function noticesFor(type: DomainEventType, c: NoticeContext): Notice[] {
  if (isOfferEvent(type)) return offerNotices(type, c);
  switch (type) {
    case 'booking.requested':
      return [
        {
          to: 'vendor',
          title: c.isOpenRequest ? '새 열린 요청이 있어요' : '새 예약 요청이 왔어요',
          body: `${withParticle(event(c), '을/를')} 확인하고 견적을 보내주세요.`,
          link: vendorLink(c),
        },
      ];
    case 'booking.changed':
      return [
        {
          to: 'vendor',
          title: '고객이 요청 내용을 바꿨어요',
          body: `${event(c)}의 바뀐 내용을 확인해주세요.`,
          link: vendorLink(c),
        },
      ];
    case 'booking.accepted':
      // A customer who chose a quote or took a counter-proposal knows it: the truck hears that it is booked.
      if (c.actor === 'customer')
        return [
          {
            to: 'vendor',
            title: c.isOpenRequest ? '고객이 견적을 골랐어요' : '고객이 제안을 수락했어요',
            body: `${event(c)} 예약이 ${c.amount === undefined ? '' : `${formatWon(c.amount)}에 `}확정됐어요. 계약금 결제를 기다리고 있어요.`,
            link: vendorLink(c),
          },
        ];
      return [
        {
          to: 'customer',
          title: '예약이 확정됐어요',
          body: `${withParticle(c.truckName ?? '푸드트럭', '이/가')} ${event(c)} 예약을 ${c.amount === undefined ? '' : `${formatWon(c.amount)}에 `}수락했어요.`,
          link: customerLink(c),
        },
      ];
    case 'booking.rejected':
      return [
        {
          to: 'customer',
          title: '예약 요청이 거절됐어요',
          body: `${withParticle(c.truckName ?? '푸드트럭', '이/가')} ${event(c)} 요청을 거절했어요.${because(c.reason)} 다른 날짜나 다른 트럭으로 다시 요청해 보세요.`,
          link: customerLink(c),
        },
      ];
    case 'booking.cancelled':
      // The side that did not cancel hears of it; an operator's cancellation reaches both.
      return [
        ...(c.actor !== 'customer'
          ? [
              {
                to: 'customer' as const,
                title: '예약이 취소됐어요',
                body: `${event(c)} 예약이 취소됐어요.${because(c.reason)}`,
                link: customerLink(c),
              },
            ]
          : []),
        ...(c.actor !== 'vendor'
          ? [
              {
                to: 'vendor' as const,
                title: '예약이 취소됐어요',
                body: `${event(c)} 예약이 취소됐어요.${because(c.reason)}`,
                link: vendorLink(c),
              },
            ]
          : []),
      ];
    case 'booking.completed':
      return [
        {
          to: 'customer',
          title: '행사가 끝났어요',
          body: `${event(c)}에 함께한 ${withParticle(c.truckName ?? '푸드트럭', '은/는')} 어떠셨나요?`,
          link: customerLink(c),
        },
      ];
    case 'booking.expired':
      return [
        {
          to: 'customer',
          title: '예약 요청이 만료됐어요',
          body: `${event(c)} 요청에 답한 푸드트럭이 없었어요. 다른 트럭이나 열린 요청으로 다시 요청해 보세요.`,
          link: customerLink(c),
        },
      ];
    case 'booking.unanswered':
      return [
        {
          to: 'vendor',
          title: '답을 기다리는 요청이 있어요',
          body: `${withParticle(event(c), '이/가')} 12시간째 답을 기다리고 있어요. 수락하거나 거절해주세요.`,
          link: vendorLink(c),
        },
      ];
    case 'booking.expiring':
      // An open request's trucks were told when it arrived; reminding every one of them would be noise.
      return [
        ...(c.isOpenRequest
          ? []
          : [
              {
                to: 'vendor' as const,
                title: '내일 만료되는 요청이 있어요',
                body: `${event(c)} 요청은 24시간 뒤 만료돼요. 그 전에 답해주세요.`,
                link: vendorLink(c),
              },
            ]),
        {
          to: 'customer' as const,
          title: '아직 답한 푸드트럭이 없어요',
          body: c.isOpenRequest
            ? `${event(c)} 요청은 24시간 뒤 만료돼요. 메뉴나 인원을 바꾸면 더 많은 트럭이 볼 수 있어요.`
            : `${event(c)} 요청은 24시간 뒤 만료돼요. 열린 요청으로 넓히면 여러 푸드트럭이 볼 수 있어요.`,
          link: c.isOpenRequest ? customerLink(c) : `${customerLink(c)}?widen=open`,
        },
      ];
    case 'booking.balance_due':
      return [
        {
          to: 'customer',
          title: '잔금 결제일이 다가와요',
          body: `${event(c)} 예약의 잔금을 24시간 안에 결제해주세요. 예약 화면에서 바로 결제할 수 있어요.`,
          link: customerLink(c),
        },
      ];
    case 'booking.balance_overdue':
      // Decision 069: both sides hear it once; the truck decides, and the event's start decides for it.
      return [
        {
          to: 'customer',
          title: '잔금 결제 기한이 지났어요',
          body: `${event(c)} 예약의 잔금을 행사 시작 전까지 결제해주세요. 그때까지 결제하지 않으면 예약이 취소되고, 환불 규정에 따라 취소 수수료를 빼고 돌려드려요.`,
          link: customerLink(c),
        },
        {
          to: 'vendor',
          title: '잔금이 아직 결제되지 않았어요',
          body: `${event(c)} 예약의 잔금 기한이 지났어요. 기한을 늘려주거나 미납으로 취소할 수 있어요. 행사 시작까지 결제되지 않으면 자동으로 취소돼요.`,
          link: vendorLink(c),
        },
      ];
    case 'message.sent': {
      const said = c.preview ? c.preview : '사진을 보냈어요.';
      if (c.inquiry) {
        // 문의하기 (decision 090): before any request, the inquiry's own screens.
        return c.senderSide === 'vendor'
          ? [
              {
                to: 'customer',
                title: `${withParticle(c.truckName ?? '푸드트럭', '이/가')} 문의에 답했어요`,
                body: said,
                link: `/inquiries/${c.id}`,
              },
            ]
          : [
              {
                to: 'vendor',
                title: '새 문의가 왔어요',
                body: `${c.truckName ?? '푸드트럭'}: ${said}`,
                link: `/foodtruck/inquiries/${c.id}`,
              },
            ];
      }
      return c.senderSide === 'vendor'
        ? [
            {
              to: 'customer',
              title: `${withParticle(c.truckName ?? '푸드트럭', '이/가')} 메시지를 보냈어요`,
              body: said,
              link: `${customerLink(c)}#messages`,
            },
          ]
        : [
            {
              to: 'vendor',
              title: '고객이 메시지를 보냈어요',
              body: `${event(c)}: ${said}`,
              link: `${vendorLink(c)}#messages`,
            },
          ];
    }
    case 'payment.done':
      return [
        {
          to: 'vendor',
          title: `${withParticle(PAYMENT_KIND_LABELS[c.paymentKind ?? 'full'], '이/가')} 결제됐어요`,
          body: `${event(c)} 예약의 ${PAYMENT_KIND_LABELS[c.paymentKind ?? 'full']}${c.amount === undefined ? '' : ` ${formatWon(c.amount)}`}을 고객이 결제했어요.`,
          link: vendorLink(c),
        },
      ];
    case 'payment.refunded':
      return [
        {
          to: 'customer',
          title: '환불했어요',
          body: `${event(c)} 예약의 ${PAYMENT_KIND_LABELS[c.paymentKind ?? 'full']}${c.amount === undefined ? '' : ` 중 ${formatWon(c.amount)}`}을 환불했어요. 카드사에 따라 3~7일 걸릴 수 있어요.${because(c.reason)}`,
          link: customerLink(c),
        },
      ];
    case 'booking.service_confirmed':
      return [
        {
          to: 'vendor',
          title: '구매확정됐어요',
          body:
            c.actor === 'system'
              ? `${event(c)} 예약이 행사 뒤 72시간이 지나 자동으로 구매확정됐어요. 이제 정산을 요청할 수 있어요.`
              : `고객이 ${event(c)} 예약을 구매확정했어요. 이제 정산을 요청할 수 있어요.`,
          link: vendorLink(c),
        },
      ];
    case 'dispute.opened':
      return [
        {
          to: 'vendor',
          title: '고객이 문제를 알렸어요',
          body: `${event(c)} 예약에 대해 고객이 이의를 제기했어요. 운영자가 확인할 때까지 정산이 보류돼요.${because(c.reason)}`,
          link: vendorLink(c),
        },
        {
          to: 'operator',
          title: '새 이의 제기가 있어요',
          body: `${event(c)} 예약의 이의 제기를 확인해주세요.${because(c.reason)}`,
          link: '/admin/disputes',
        },
      ];
    case 'dispute.answered':
      return [
        {
          to: 'operator',
          title: '사장님이 이의 제기에 답했어요',
          body: `${event(c)} 예약의 이의 제기에 사장님 입장이 더해졌어요. 함께 보고 처리해주세요.${because(c.reason)}`,
          link: '/admin/disputes',
        },
      ];
    case 'dispute.resolved':
      return (['customer', 'vendor'] as const).map((to) => ({
        to,
        title: '이의 제기가 처리됐어요',
        body: `${event(c)} 예약: ${DISPUTE_RESOLUTION_LABELS[c.resolution ?? 'release']}${c.amount ? ` ${formatWon(c.amount)}` : ''}로 처리했어요.${because(c.reason)}`,
        link: to === 'customer' ? customerLink(c) : vendorLink(c),
      }));
    case 'payment.aborted':
    case 'payment.expired':
      // The customer saw it fail in the payment window; nobody else needs to hear of it.
      return [];
    case 'settlement.approved':
      return [
        {
          to: 'vendor',
          title: '정산이 승인됐어요',
          body: `${c.code ?? '정산'} 지급을 준비하고 있어요.`,
          link: `/foodtruck/settlement/${c.id}`,
        },
      ];
    case 'settlement.paid':
      return [
        {
          to: 'vendor',
          title: '정산금이 지급됐어요',
          body: `${withParticle(`${c.code ?? '정산금'}${c.amount === undefined ? '' : ` ${formatWon(c.amount)}`}`, '을/를')} 보냈어요. 계좌를 확인해주세요.`,
          link: `/foodtruck/settlement/${c.id}`,
        },
      ];
    case 'settlement.rejected':
      return [
        {
          to: 'vendor',
          title: '정산이 반려됐어요',
          body: `${c.code ?? '정산'} 요청이 반려됐어요.${because(c.reason)}`,
          link: '/foodtruck/settlement',
        },
      ];
    case 'application.submitted':
    case 'application.resubmitted':
      return [
        {
          to: 'operator',
          title: type === 'application.submitted' ? '새 입점 신청이 왔어요' : '입점 신청이 다시 왔어요',
          body: `${withParticle(c.truckName ?? '새 푸드트럭', '을/를')} 심사해주세요.`,
          link: `/admin/applications/${c.id}`,
        },
      ];
    case 'application.approved':
      return [
        {
          to: 'applicant',
          title: '입점이 승인됐어요',
          body: `${withParticle(c.truckName ?? '푸드트럭', '이/가')} 이제 목록에 보여요. 예약 요청을 기다려 보세요.`,
          link: '/foodtruck/trucks',
        },
      ];
    case 'application.rejected':
      return [
        {
          to: 'applicant',
          title: '입점 신청이 반려됐어요',
          body: `${c.truckName ?? '푸드트럭'} 신청을 고쳐서 다시 보내주세요.${because(c.reason)}`,
          link: '/register',
        },
      ];
    case 'settlement.requested':
      // The operators' console lists claims waiting; a notice per claim would only add noise.
      return [];
    case 'food_truck.pending':
    case 'food_truck.approved':
    case 'food_truck.rejected':
    case 'food_truck.suspended':
      // The application's own events tell its applicant; a suspension reaches the owner's screens live.
      return [];
  }
}

/** One in-app notice as `GET /api/v1/notifications` answers it. */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationIdParamsSchema = z.object({ id: idFromText('알림을 찾을 수 없어요') });

/**
 * What a person may switch per channel in 설정. In-app notices always arrive; marketing never
 * goes out without its consent.
 */
export const NOTICE_KINDS = ['booking', 'reminder', 'message', 'marketing'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
/** Channels beyond the in-app list, each with its own delivery row (retries, back-off, failures kept). */
export const NOTICE_CHANNELS = ['email', 'alimtalk'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * The kind a notice is switched by in 설정: reminders are the time-driven nudges, messages the conversation,
 * and everything else a move of the person's own booking, settlement or application (transactional news).
 * Nothing the seam announces is marketing: that kind is for campaigns, which never ride on a booking's event.
 */
export function noticeKindOf(type: DomainEventType): NoticeKind {
  if (type === 'booking.unanswered' || type === 'booking.expiring' || type === 'booking.balance_due') {
    return 'reminder';
  }
  if (type === 'message.sent') return 'message';
  return 'booking';
}

/** A delivery that gave up, as the operators' console lists it (`GET /api/v1/admin/notification-failures`). */
export const notificationFailureSchema = z.object({
  id: z.number().int(),
  channel: z.enum(NOTICE_CHANNELS),
  kind: z.enum(NOTICE_KINDS),
  type: z.string(),
  title: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string(),
});
export type NotificationFailure = z.infer<typeof notificationFailureSchema>;
export const notificationFailureIdParamsSchema = z.object({ id: idFromText('발송 기록을 찾을 수 없어요') });
