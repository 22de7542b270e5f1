import { BOOKING_EDIT_RULES } from '../domain/booking/editing.ts';
import type { ErrorDefinition } from './definition.ts';

/**
 * The error catalogue's business codes: the request is understood but the rules or the current state refuse
 * it. Spread into `ERROR_CATALOG`.
 */
export const BUSINESS_ERRORS = {
  // Someone else's booking answers exactly like a missing one (docs/product.md § Roles and access).
  BOOKING_NOT_FOUND: {
    status: 404,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '예약을 찾을 수 없어요.',
  },
  // A truck that does not exist, is not open for booking, or is not the caller's to manage.
  FOODTRUCK_NOT_FOUND: {
    status: 404,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '푸드트럭을 찾을 수 없어요. 목록에서 다시 골라주세요.',
  },
  // A vendor's block that was already lifted (from another device) or is another truck's.
  BLOCK_NOT_FOUND: {
    status: 404,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '일정을 찾을 수 없어요. 이미 풀렸을 수 있어요.',
  },
  BOOKING_OVERLAP: {
    status: 409,
    category: 'business',
    severity: 'medium',
    recovery: 'NONE',
    retryable: false,
    message: '같은 시간에 이미 확정된 예약이 있어요. 일정을 확인해주세요.',
  },
  // The vendor blocked that time (휴무, 정비, 다른 일정) or already has a booking then (docs/product.md § Availability).
  TRUCK_UNAVAILABLE: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '그 시간에는 이 푸드트럭이 다른 일정이 있어요. 다른 날짜나 시간을 골라주세요.',
  },
  // A new block would cover an accepted booking or another block.
  BLOCK_OVERLAP: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '확정된 예약이나 이미 막아 둔 일정과 겹쳐요. 시간을 다시 골라주세요.',
  },
  // An open request goes to every matching vendor; the first to accept wins.
  BOOKING_ALREADY_TAKEN: {
    status: 409,
    category: 'business',
    severity: 'medium',
    recovery: 'REFRESH',
    retryable: false,
    message: '다른 푸드트럭이 먼저 이 예약을 수락했어요.',
  },
  // One live request per customer, truck and time (or per open request's content); the server's answer names
  // the first one's number (`duplicateRequestMessage`).
  DUPLICATE_BOOKING_REQUEST: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '같은 시간으로 보낸 요청이 이미 있어요. 예약 내역에서 확인해주세요.',
  },
  // 열린 요청으로 넓히기 replaces only the customer's own direct request still waiting for its truck's answer.
  BOOKING_NOT_WIDENABLE: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '이미 답을 받았거나 끝난 요청이라 열린 요청으로 넓힐 수 없어요.',
  },
  // An open request the accepting truck cannot serve (a dish not on its menu, servings outside its range, too
  // close to its 예약 마감); the server's answer says which (`openRequestRefusal`).
  OPEN_REQUEST_UNFIT: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '내 트럭이 받을 수 없는 요청이에요.',
  },
  // An accept names the version of the request its vendor read; the customer has changed it since.
  BOOKING_CHANGED: {
    status: 409,
    category: 'business',
    severity: 'medium',
    recovery: 'REFRESH',
    retryable: false,
    message: '고객이 요청 내용을 바꿨어요. 바뀐 내용을 확인한 뒤 다시 수락해주세요.',
  },
  // The status changed since the screen was drawn, or the move is not in the state machine.
  INVALID_STATUS_TRANSITION: {
    status: 409,
    category: 'business',
    severity: 'medium',
    recovery: 'REFRESH',
    retryable: false,
    message: '현재 상태에서는 할 수 없는 작업이에요. 새로고침 후 다시 확인해주세요.',
  },
  // docs/product.md § Domain: a booking that ended (rejected, cancelled, completed, expired) stays as it was.
  BOOKING_NOT_EDITABLE: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '요청 중이거나 확정된 예약만 바꿀 수 있어요.',
  },
  // A confirmed booking keeps its date, place and menu: the vendor committed to them.
  BOOKING_EDIT_LIMITED: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: BOOKING_EDIT_RULES.accepted.notice,
  },
  // The shared booking machine's rule: a vendor leaves an open request rather than declining it.
  OPEN_REQUEST_NOT_REJECTABLE: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '열린 요청은 거절하지 않아도 돼요. 수락하지 않으면 다른 푸드트럭이 받을 수 있어요.',
  },
  // An open request that nobody took ended (the customer cancelled, or the event began) before this accept.
  OPEN_REQUEST_CLOSED: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '이미 마감된 요청이에요. 고객이 취소했거나 기한이 지났어요.',
  },
  // A suspended truck (or one still under review) takes no new work.
  TRUCK_NOT_APPROVED: {
    status: 409,
    category: 'business',
    severity: 'medium',
    recovery: 'NONE',
    retryable: false,
    message: '승인된 푸드트럭만 예약을 수락할 수 있어요.',
  },
  // The vendor's own block (휴무, 정비, 다른 일정) covers the booking they try to accept.
  SCHEDULE_BLOCKS_ACCEPT: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message:
      '막아 둔 일정(휴무·정비·다른 일정)과 겹쳐서 수락할 수 없어요. 캘린더에서 그 일정을 먼저 풀어주세요.',
  },
  // 409: the truck's current state (no unsettled completed booking) refuses the request; it succeeds later.
  NOTHING_TO_SETTLE: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '정산할 완료 예약이 없어요.',
  },
  // A booking's conversation: the field under the message box shows these words.
  MESSAGE_EMPTY: {
    status: 400,
    category: 'validation',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '메시지를 입력해주세요.',
  },
  MESSAGE_TOO_LONG: {
    status: 400,
    category: 'validation',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '메시지는 1,000자까지 보낼 수 있어요. 나눠서 보내주세요.',
  },
  // The other trucks' threads on an open request close once one accepts; an ended open request closes them all.
  MESSAGE_THREAD_CLOSED: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '대화가 닫혔어요. 다른 푸드트럭이 이 예약을 맡았어요.',
  },
  EMAIL_TAKEN: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '이미 가입된 이메일이에요. 로그인해주세요.',
  },
  // 비밀번호 찾기: an unknown, expired or used link all say the same (docs/decisions/040).
  PASSWORD_RESET_LINK_INVALID: {
    status: 400,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '링크가 만료됐거나 이미 사용됐어요. 다시 요청해주세요.',
  },
  // One session's open `GET /api/v1/events` streams on an instance (LIVE_STREAMS_PER_SESSION, decision 077).
  TOO_MANY_LIVE_STREAMS: {
    status: 429,
    category: 'rate_limit',
    severity: 'low',
    recovery: 'NONE',
    retryable: true,
    message: '실시간 알림을 받는 창이 너무 많이 열려 있어요. 쓰지 않는 탭을 닫고 다시 시도해주세요.',
  },
} as const satisfies Record<string, ErrorDefinition>;
