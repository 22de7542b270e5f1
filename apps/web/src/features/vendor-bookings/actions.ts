import {
  type Booking,
  type BookingMove,
  type BookingStatus,
  type BookingStatusBody,
  bookingStatusBodySchema,
  bookingTimes,
  canTransition,
  groupDigits,
} from '@ft/shared';
import { formatWon } from '../../shell/format.ts';

/** What a vendor can do to a booking, as the detail's buttons name it (the shared view's moves). */
export type VendorMove = BookingMove;

const MOVE_TO: Record<VendorMove, BookingStatus> = {
  accept: 'accepted',
  reject: 'rejected',
  complete: 'completed',
  cancel: 'cancelled',
};
type Subject = Pick<
  Booking,
  'status' | 'viewerRole' | 'isOpenRequest' | 'startsAt' | 'endsAt' | 'createdAt' | 'quotedAmount' | 'version'
>;

/**
 * The body for a move, checked before it is sent with the same contract and machine as the server: a missing
 * reason or quote, or a quote that is not whole won ≥ 1, comes back as the message to show beside the field.
 */
export function buildMoveBody(
  booking: Subject,
  move: VendorMove,
  input: { reason?: string; quotedAmount?: number | null },
  now: Date = new Date(),
): { ok: true; body: BookingStatusBody } | { ok: false; field: 'reason' | 'quotedAmount'; message: string } {
  const to = MOVE_TO[move];
  const body: BookingStatusBody = { status: to };
  if (move === 'accept') {
    // What the vendor read: the server refuses the accept if the customer has changed the request since.
    body.version = booking.version;
    if (input.quotedAmount !== null && input.quotedAmount !== undefined)
      body.quotedAmount = input.quotedAmount;
  }
  if ((move === 'reject' || move === 'cancel') && input.reason !== undefined)
    body.reason = input.reason.trim();
  const parsed = bookingStatusBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      field: issue?.path[0] === 'quotedAmount' ? 'quotedAmount' : 'reason',
      message: issue?.message ?? '입력 내용을 확인해주세요',
    };
  }
  const verdict = canTransition({
    from: booking.status,
    to,
    actor: 'vendor',
    ...bookingTimes(booking, now),
    reason: parsed.data.reason,
    quotedAmount: parsed.data.quotedAmount,
  });
  if (!verdict.ok && (verdict.code === 'REQUIRED_FIELD_MISSING' || verdict.code === 'INVALID_INPUT')) {
    return { ok: false, field: move === 'accept' ? 'quotedAmount' : 'reason', message: verdict.reason };
  }
  return { ok: true, body: parsed.data };
}

/** How a refused move is explained, and what the screen does next. */
export interface MoveRefusal {
  title: string;
  message: string;
  /** The booking changed elsewhere: load it again. */
  reload?: boolean;
  /** The customer changed the request itself: show what changed once it is loaded again. */
  changed?: boolean;
  /** The answer is in the calendar (an overlapping booking or block). */
  calendar?: boolean;
  /** The vendor can no longer see it (an open request someone else took): back to the inbox. */
  leave?: boolean;
  /** A message for the field of the sheet rather than the sheet as a whole. */
  field?: 'reason' | 'quotedAmount';
}

/** Korean for every refusal the status call can answer (docs/product.md § States, § Errors). */
export function explainRefusal(
  error: { code: string; message: string; status: number; fields?: Record<string, string> | undefined },
  move: VendorMove,
): MoveRefusal {
  const fieldName = error.fields ? Object.keys(error.fields)[0] : undefined;
  if (fieldName === 'reason' || fieldName === 'quotedAmount') {
    return { title: '입력 내용을 확인해주세요', message: error.fields![fieldName]!, field: fieldName };
  }
  switch (error.code) {
    case 'BOOKING_OVERLAP':
      return {
        title: '같은 시간에 확정한 예약이 있어요',
        message: '이 시간에는 이미 다른 예약을 확정했어요. 캘린더에서 일정을 확인해주세요.',
        calendar: true,
      };
    case 'SCHEDULE_BLOCKS_ACCEPT':
      return {
        title: '막아 둔 일정과 겹쳐요',
        message: '휴무·정비·다른 일정으로 막아 둔 시간이에요. 캘린더에서 그 일정을 풀고 다시 수락해주세요.',
        calendar: true,
      };
    case 'BOOKING_CHANGED':
      return {
        title: '고객이 요청 내용을 바꿨어요',
        message: '바뀐 요청을 불러왔어요. 바뀐 내용을 확인한 뒤 다시 수락해주세요.',
        reload: true,
        changed: true,
      };
    case 'INVALID_STATUS_TRANSITION':
      return {
        title: '이미 상태가 바뀐 예약이에요',
        message: '고객이 취소했거나 다른 곳에서 먼저 처리했어요. 지금 상태를 다시 불러왔어요.',
        reload: true,
      };
    case 'REQUIRED_FIELD_MISSING':
    case 'INVALID_INPUT':
      return {
        title: '입력 내용을 확인해주세요',
        message: error.message || (move === 'accept' ? '견적 금액을 입력해주세요.' : '사유를 입력해주세요.'),
        field: move === 'accept' ? 'quotedAmount' : 'reason',
      };
    case 'OPEN_REQUEST_UNFIT':
      // The server names what does not fit: a dish, a number of servings or the truck's 예약 마감.
      return { title: '내 트럭이 받을 수 없는 요청이에요', message: error.message };
    case 'OPERATION_NOT_ALLOWED':
    case 'OPEN_REQUEST_NOT_REJECTABLE':
    case 'TRUCK_NOT_APPROVED':
      return { title: '지금은 할 수 없어요', message: error.message, reload: true };
    case 'BOOKING_NOT_FOUND':
      return {
        title: '예약을 찾을 수 없어요',
        message: '고객이 취소했거나 다른 푸드트럭이 맡았어요.',
        leave: true,
      };
    default:
      return { title: '처리하지 못했어요', message: error.message || '잠시 후 다시 시도해주세요.' };
  }
}

type RequestContent = Pick<Booking, 'info' | 'menus' | 'requests'>;

const servingsText = (menus: RequestContent['menus']) =>
  menus.map((line) => `${line.name} ${groupDigits(line.servings)}인분`).join(', ') || '없음';

/** What the customer changed in a request between two versions, one line per part, as the vendor reads it. */
export function requestChanges(before: RequestContent, after: RequestContent): string[] {
  const changes: string[] = [];
  const line = (label: string, from: string, to: string) => {
    if (from !== to) changes.push(`${label}: ${from} → ${to}`);
  };
  const when = (info: RequestContent['info']) => `${info.eventDate} ${info.startTime}~${info.endTime}`;
  line('일시', when(before.info), when(after.info));
  line('인원', `${groupDigits(before.info.guestCount)}명`, `${groupDigits(after.info.guestCount)}명`);
  const place = (info: RequestContent['info']) =>
    `${info.address.roadAddress} ${info.address.detailAddress}`.trim();
  line('장소', place(before.info), place(after.info));
  line('메뉴', servingsText(before.menus), servingsText(after.menus));
  const budget = (info: RequestContent['info']) => (info.budget === null ? '없음' : formatWon(info.budget));
  line('예산', budget(before.info), budget(after.info));
  line('행사 이름', before.info.eventName, after.info.eventName);
  if (before.requests !== after.requests) changes.push('요청 사항이 바뀌었어요');
  return changes;
}
