import type { ErrorCode } from '../errors/catalog.ts';

/** Who asks for a status change. `system` is scheduled work (expiry, auto-completion), never a person. */
export const ACTORS = ['customer', 'vendor', 'admin', 'system'] as const;
export type Actor = (typeof ACTORS)[number];

/** What a transition must carry besides the new status. */
export type TransitionRequirement = 'reason' | 'quotedAmount';

/** `reason` explains a refusal in Korean, more precisely than the catalogue message of `code`. */
export type TransitionResult = { ok: true } | { ok: false; code: ErrorCode; reason: string };

/** One edge of a status graph; several edges may join the same two statuses with different actors or rules. */
export interface TransitionEdge<S extends string> {
  from: S;
  to: S;
  actors: readonly Actor[];
  requires?: readonly TransitionRequirement[];
  /** The business meaning of the move. */
  comment: string;
}

export interface TransitionPayload {
  reason?: string | undefined;
  quotedAmount?: number | undefined;
}

export const ALLOWED: TransitionResult = Object.freeze({ ok: true });

export function refuse(code: ErrorCode, reason: string): TransitionResult {
  return { ok: false, code, reason };
}

/**
 * The edge an actor may take from `from` to `to`, or why not: a move missing from the graph is an invalid
 * transition whoever asks; a move that exists for others is a permission problem.
 */
export function findEdge<S extends string, E extends TransitionEdge<S>>(
  edges: readonly E[],
  request: { from: S; to: S; actor: Actor },
  labels: Readonly<Record<S, string>>,
): E | TransitionResult {
  const { from, to, actor } = request;
  const candidates = edges.filter((edge) => edge.from === from && edge.to === to);
  if (candidates.length === 0) {
    return refuse(
      'INVALID_STATUS_TRANSITION',
      `'${labels[from]}' 상태에서 '${labels[to]}' 상태로 바꿀 수 없어요.`,
    );
  }
  const edge = candidates.find((candidate) => candidate.actors.includes(actor));
  return edge ?? refuse('INSUFFICIENT_PERMISSIONS', `'${labels[to]}' 상태로 바꿀 권한이 없어요.`);
}

export function isEdge<S extends string, E extends TransitionEdge<S>>(
  value: E | TransitionResult,
): value is E {
  return 'from' in value;
}

/** Checks what the edge says it must carry. */
export function checkRequirements(
  edge: TransitionEdge<string>,
  payload: TransitionPayload,
): TransitionResult {
  for (const requirement of edge.requires ?? []) {
    if (
      requirement === 'reason' &&
      !(typeof payload.reason === 'string' && payload.reason.trim().length > 0)
    ) {
      return refuse('REQUIRED_FIELD_MISSING', '사유를 입력해주세요.');
    }
    if (requirement === 'quotedAmount') {
      if (payload.quotedAmount === undefined)
        return refuse('REQUIRED_FIELD_MISSING', '견적 금액을 입력해주세요.');
      // Money is integer KRW (docs/product.md § API); a zero quote would make a free booking by mistake.
      if (!Number.isSafeInteger(payload.quotedAmount) || payload.quotedAmount <= 0) {
        return refuse('INVALID_INPUT', '견적 금액은 1원 이상의 정수로 입력해주세요.');
      }
    }
  }
  return ALLOWED;
}

/**
 * Whether `actor` may move from `from` to `to` in a graph whose moves need nothing beyond their edge and its
 * requirements (settlements, quotes, counter-offers, reviews; bookings add rules of time on top).
 */
export function checkMove<S extends string>(
  edges: readonly TransitionEdge<S>[],
  labels: Readonly<Record<S, string>>,
  request: { from: S; to: S; actor: Actor } & TransitionPayload,
): TransitionResult {
  const edge = findEdge(edges, request, labels);
  return isEdge(edge) ? checkRequirements(edge, request) : edge;
}
