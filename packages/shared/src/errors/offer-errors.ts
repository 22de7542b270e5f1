import type { ErrorDefinition } from './definition.ts';

/**
 * The error catalogue's codes for quotes, counter-offers and reviews (decisions 047, 088 and 089), spread into
 * `ERROR_CATALOG`.
 */
export const OFFER_ERRORS = {
  // An open request collects quotes (issue 31): nobody takes it by accepting first.
  OPEN_REQUEST_QUOTES_ONLY: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '열린 요청에는 견적을 보내주세요. 고객이 견적을 고르면 예약이 확정돼요.',
  },
  QUOTE_NOT_FOUND: {
    status: 404,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '견적을 찾을 수 없어요.',
  },
  QUOTE_ALREADY_SENT: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '이 요청에는 이미 견적을 보냈어요. 보낸 견적을 고쳐서 다시 보내주세요.',
  },
  QUOTES_CLOSED: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '견적 받기가 마감된 요청이에요.',
  },
  // A choice names the revision the customer compared; a revision in between would bind them to other terms.
  QUOTE_CHANGED: {
    status: 409,
    category: 'business',
    severity: 'medium',
    recovery: 'REFRESH',
    retryable: false,
    message: '업체가 견적을 고쳤어요. 바뀐 견적을 확인한 뒤 다시 골라주세요.',
  },
  QUOTE_NOT_AVAILABLE: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '더 이상 고를 수 없는 견적이에요. 업체가 철회했거나 유효기간이 지났어요.',
  },
  COUNTER_OFFER_PENDING: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '보낸 제안이 고객의 답을 기다리고 있어요. 철회한 뒤 다시 제안해주세요.',
  },
  COUNTER_OFFER_NOT_FOUND: {
    status: 404,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '제안을 찾을 수 없어요.',
  },
  COUNTER_OFFER_NOT_AVAILABLE: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '더 이상 수락할 수 없는 제안이에요. 사장님이 거둬들였거나 기한이 지났어요.',
  },
  // Reviews (issue 31): only the two sides of a served booking, once each, within the window.
  REVIEW_NOT_ALLOWED: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '후기는 구매확정 뒤 14일 안에 쓸 수 있어요.',
  },
  REVIEW_ALREADY_WRITTEN: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '이 예약의 후기는 이미 썼어요. 쓴 후기는 48시간 안에 고칠 수 있어요.',
  },
  REVIEW_EDIT_CLOSED: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '후기는 쓴 뒤 48시간 안에만 고칠 수 있어요.',
  },
  REVIEW_NOT_FOUND: {
    status: 404,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '후기를 찾을 수 없어요.',
  },
  REVIEW_REPLY_EXISTS: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '이 후기에는 이미 답글을 달았어요.',
  },
} as const satisfies Record<string, ErrorDefinition>;
