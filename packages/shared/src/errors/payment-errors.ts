import type { ErrorDefinition } from './definition.ts';

/** The error catalogue's payment codes, spread into `ERROR_CATALOG`: payments, 구매확정 and disputes. */
export const PAYMENT_ERRORS = {
  PAYMENT_NOT_FOUND: {
    status: 404,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '결제 정보를 찾을 수 없어요.',
  },
  // The booking is not confirmed, the kind is not one the customer can pay now, or it is already paid.
  PAYMENT_NOT_AVAILABLE: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '지금은 이 결제를 할 수 없어요. 예약 화면에서 결제할 금액을 다시 확인해주세요.',
  },
  // The amount sent back from the payment window is not the order's: nothing is charged.
  PAYMENT_AMOUNT_MISMATCH: {
    status: 400,
    category: 'validation',
    severity: 'high',
    recovery: 'NONE',
    retryable: false,
    message: '결제 금액이 주문 금액과 달라 결제하지 않았어요. 예약 화면에서 다시 결제해주세요.',
  },
  // The gateway refused the payment (a declined card, a closed window); its own reason follows when it gives one.
  PAYMENT_DECLINED: {
    status: 402,
    category: 'business',
    severity: 'medium',
    recovery: 'NONE',
    retryable: false,
    message: '결제가 승인되지 않았어요. 다른 결제 수단으로 다시 시도해주세요.',
  },
  // Another payment of the same booking is still being confirmed.
  PAYMENT_IN_PROGRESS: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '이 예약의 결제를 확인하고 있어요. 잠시 뒤 예약 화면에서 확인해주세요.',
  },
  PAYMENT_EXPIRED: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '결제 시간이 지났어요. 예약 화면에서 다시 결제해주세요.',
  },
  // The gateway did not answer a call that must reach it (a refund); nothing was lost, try again.
  PAYMENT_GATEWAY_UNAVAILABLE: {
    status: 503,
    category: 'server',
    severity: 'high',
    recovery: 'MANUAL_RETRY',
    retryable: true,
    message: '결제사와 연결하지 못했어요. 잠시 뒤 다시 시도해주세요.',
  },

  // The balance the customer has not paid (decision 069).
  BALANCE_NOT_OWED: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '지금은 결제를 기다리는 잔금이 없어요.',
  },
  BALANCE_NOT_OVERDUE: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '잔금 결제 기한이 지난 뒤에 미납으로 취소할 수 있어요.',
  },

  // 구매확정 and disputes.
  SERVICE_CONFIRM_NOT_AVAILABLE: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '구매확정은 확정된 예약의 행사가 끝난 뒤, 이의 제기 없이 한 번만 할 수 있어요.',
  },
  DISPUTE_NOT_AVAILABLE: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '이의 제기는 행사가 끝나고 72시간 안에, 구매확정 전에 한 번 할 수 있어요.',
  },
  DISPUTE_NOT_FOUND: {
    status: 404,
    category: 'business',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '처리할 이의 제기를 찾을 수 없어요.',
  },
  DISPUTE_BEING_RESOLVED: {
    status: 409,
    category: 'business',
    severity: 'low',
    recovery: 'REFRESH',
    retryable: false,
    message: '다른 운영자가 이 이의 제기를 처리하고 있어요. 잠시 뒤 결과를 확인해주세요.',
  },
} as const satisfies Record<string, ErrorDefinition>;
