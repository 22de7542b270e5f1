import { currentTime, DAY_MS, moveClockForward, successEnvelope } from '@ft/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const clockSchema = z.object({ now: z.string() });
const answer = () => ({ success: true as const, data: { now: currentTime().toISOString() } });

/**
 * The payment sandbox (TOSS_SANDBOX_URL, a process of its own: decision 093) is told the server's new now, so
 * that the payments and refunds made after it carry the times the ledger books them at (결제 대사 compares the
 * two by day). It never goes back; a sandbox that does not answer is logged, and the move stands.
 */
async function movePaymentSandbox(sandboxUrl: string | undefined, log: FastifyBaseLogger): Promise<void> {
  if (!sandboxUrl) return;
  try {
    const res = await fetch(`${sandboxUrl}/__test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: currentTime().toISOString() }),
      signal: AbortSignal.timeout(5_000),
    });
    await res.body?.cancel();
    if (!res.ok) log.warn({ status: res.status }, 'payment sandbox clock not moved');
  } catch (error) {
    log.warn({ error: String(error) }, 'payment sandbox clock not moved');
  }
}

/**
 * Browser tests move the server's time instead of waiting for an event to start (decision 031). Registered
 * only with TEST_CLOCK on, which the configuration refuses beside a real business's details, and even then
 * for operators only; forward only, so nothing that happened becomes future again.
 */
export const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['test'];
  app.get(
    '/test/clock',
    { config: { access: 'admin' }, schema: { tags, response: { 200: successEnvelope(clockSchema) } } },
    async () => answer(),
  );
  app.post(
    '/test/clock',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        body: z.object({
          forwardMs: z
            .number({ error: '앞으로 옮길 시간을 밀리초로 입력해주세요' })
            .int('앞으로 옮길 시간을 밀리초로 입력해주세요')
            .min(0, '시간은 앞으로만 옮길 수 있어요')
            .max(31 * DAY_MS, '한 번에 31일까지 옮길 수 있어요'),
        }),
        response: { 200: successEnvelope(clockSchema) },
      },
    },
    async (req) => {
      moveClockForward(req.body.forwardMs);
      req.log.info({ forwardMs: req.body.forwardMs }, 'test clock moved forward');
      await movePaymentSandbox(app.config.tossSandboxUrl, req.log);
      return answer();
    },
  );
};
