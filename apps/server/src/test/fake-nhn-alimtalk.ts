import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { AlimtalkConfig } from '../config/env.ts';
import {
  ALIMTALK_TEMPLATES,
  type AlimtalkKind,
  variablesOf,
} from '../modules/notifications/channels/alimtalk-templates.ts';

export interface ReceivedAlimtalk {
  templateCode: string;
  recipientNo: string;
  templateParameter: Record<string, string>;
  resendParameter?: { isResend?: boolean; resendType?: string; resendSendNo?: string };
  idempotencyKey: string | undefined;
}

const APP_KEY = 'test-app-key';
const SECRET_KEY = 'test-secret-key';
const SENDER_KEY = 'a'.repeat(40);
const CODES: Record<AlimtalkKind, string> = {
  booking: 'FT_BOOKING',
  reminder: 'FT_REMIND',
  message: 'FT_MESSAGE',
};

const answer = (resultCode: number, resultMessage: string, message?: unknown) => ({
  header: { resultCode, resultMessage, isSuccessful: resultCode === 0 },
  ...(message ? { message } : {}),
});

/**
 * A loopback stand-in for NHN Cloud's KakaoTalk Bizmessage API v2.3, speaking its send request and answer:
 * `POST /alimtalk/v2.3/appkeys/{appkey}/messages` with `X-Secret-Key`; it checks the app key (-1000), the secret
 * (-1001), the sender key, the template code and that the template's every variable has a value (as Kakao
 * does before it sends), and refuses an `X-NC-API-IDEMPOTENCY-KEY` seen in the last 10 minutes (-1005).
 * `failNext(n)` answers the next n sends with HTTP 500, as the service does in an outage.
 */
export async function startFakeNhnAlimtalk() {
  const fake = Fastify({ logger: false });
  const received: ReceivedAlimtalk[] = [];
  const keys = new Map<string, number>();
  let failures = 0;
  const templates = new Map(
    Object.entries(CODES).map(([kind, code]) => [
      code,
      variablesOf(ALIMTALK_TEMPLATES[kind as AlimtalkKind].content),
    ]),
  );
  fake.post<{ Params: { appkey: string } }>('/alimtalk/v2.3/appkeys/:appkey/messages', async (req, reply) => {
    if (failures > 0) {
      failures -= 1;
      return reply.status(500).send(answer(-9999, 'Internal Server Error'));
    }
    if (req.params.appkey !== APP_KEY) return answer(-1000, 'Invalid appKey.');
    if (req.headers['x-secret-key'] !== SECRET_KEY) return answer(-1001, 'Invalid secretKey.');
    if (!String(req.headers['content-type']).startsWith('application/json')) {
      return reply.status(415).send(answer(-3002, 'Field is not readable.'));
    }
    const body = req.body as {
      senderKey?: string;
      templateCode?: string;
      recipientList?: Omit<ReceivedAlimtalk, 'templateCode' | 'idempotencyKey'>[];
    };
    if (body.senderKey !== SENDER_KEY) return answer(-2017, 'Not exist plus friend.');
    const variables = templates.get(body.templateCode ?? '');
    if (!variables) return answer(4, 'Not exist template.');
    const list = body.recipientList ?? [];
    if (list.length < 1 || list.length > 1000)
      return answer(4, "The 'recipientList' must be between 1 and 1000.");
    for (const recipient of list) {
      if (!/^\d{1,15}$/.test(recipient.recipientNo ?? '')) return answer(4, "The 'recipientNo' is invalid.");
      const given = Object.keys(recipient.templateParameter ?? {});
      if (
        variables.some((name) => !given.includes(name)) ||
        given.some((name) => !variables.includes(name))
      ) {
        return answer(4, 'Template parameter is invalid.');
      }
    }
    const idempotencyKey = req.headers['x-nc-api-idempotency-key'] as string | undefined;
    if (idempotencyKey) {
      const seen = keys.get(idempotencyKey);
      if (seen !== undefined && Date.now() - seen < 10 * 60_000) {
        return answer(-1005, "The same 'X-NC-API-IDEMPOTENCY-KEY' was used within the last 10 minute.");
      }
      keys.set(idempotencyKey, Date.now());
    }
    for (const recipient of list) {
      received.push({ ...recipient, templateCode: body.templateCode!, idempotencyKey });
    }
    return answer(0, 'SUCCESS', {
      requestId: `${new Date().toISOString().slice(0, 10).replace(/-/g, '')}${randomUUID().slice(0, 12)}`,
      senderGroupingKey: null,
      sendResults: list.map((recipient, i) => ({
        recipientSeq: i + 1,
        recipientNo: recipient.recipientNo,
        resultCode: 0,
        resultMessage: 'SUCCESS',
        recipientGroupingKey: null,
      })),
    });
  });
  await fake.listen({ port: 0, host: '127.0.0.1' });
  const address = fake.server.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const config: AlimtalkConfig = {
    appKey: APP_KEY,
    secretKey: SECRET_KEY,
    senderKey: SENDER_KEY,
    apiUrl,
    templates: CODES,
    resendSendNo: '0215880000',
  };
  return {
    config,
    /** The same settings as environment variables, for a server process. */
    env: {
      ALIMTALK_APP_KEY: APP_KEY,
      ALIMTALK_SECRET_KEY: SECRET_KEY,
      ALIMTALK_SENDER_KEY: SENDER_KEY,
      ALIMTALK_API_URL: apiUrl,
      ALIMTALK_TEMPLATES: Object.entries(CODES)
        .map(([kind, code]) => `${kind}=${code}`)
        .join(','),
    },
    codes: CODES,
    received,
    failNext(n: number) {
      failures = n;
    },
    close: () => fake.close(),
  };
}
