import type { FastifyReply, FastifyRequest } from 'fastify';
import { tossError } from './toss-json.ts';
import type { Answer } from './types.ts';

const MAX_IDEMPOTENCY_KEY = 300;

/**
 * Toss's `Idempotency-Key`: a repeat answers the first answer (status and body) without doing anything again;
 * a repeat while the first is still being processed gets 409 IDEMPOTENT_REQUEST_PROCESSING. A 5xx is not
 * kept, so the same key may try again. Keys are scoped to the request path.
 */
export function idempotentAnswers(send: (reply: FastifyReply, answer: Answer) => Promise<unknown>) {
  const answered = new Map<string, Answer | 'processing'>();

  return async function answerOnce(req: FastifyRequest, reply: FastifyReply, run: () => Promise<Answer>) {
    const key = req.headers['idempotency-key'];
    if (key === undefined) return send(reply, await run());
    if (typeof key !== 'string' || key === '' || key.length > MAX_IDEMPOTENCY_KEY) {
      return send(reply, tossError(400, 'INVALID_IDEMPOTENCY_KEY', '멱등키는 300자 이하여야 합니다.'));
    }
    const scope = `${req.url.split('?')[0]}\n${key}`;
    const seen = answered.get(scope);
    if (seen === 'processing') {
      return send(reply, tossError(409, 'IDEMPOTENT_REQUEST_PROCESSING', '이전 멱등 요청이 처리 중입니다.'));
    }
    if (seen) return send(reply, { status: seen.status, body: seen.body });
    answered.set(scope, 'processing');
    let answer: Answer;
    try {
      answer = await run();
    } catch (error) {
      answered.delete(scope);
      throw error;
    }
    if (answer.status >= 500) answered.delete(scope);
    else answered.set(scope, { status: answer.status, body: answer.body });
    return send(reply, answer);
  };
}
