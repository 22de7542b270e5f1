import type { AlimtalkConfig } from '../../../config/env.ts';
import { type AlimtalkKind, alimtalkVariables } from './alimtalk-templates.ts';
import { DeliveryError } from './delivery-error.ts';

export interface AlimtalkMessage {
  /** Digits only (users.phone). */
  to: string;
  kind: AlimtalkKind;
  notice: { title: string; body: string; link: string };
  /** Stable across a retry whose first try's outcome is unknown: NHN refuses a repeat within 10 minutes. */
  idempotencyKey: string;
  /** Fall back to LMS when Kakao cannot deliver (booking news only, decision 038). */
  smsFallback: boolean;
}

/** The one way a 알림톡 leaves the service; send resolves once the provider accepted the request. */
export interface AlimtalkChannel {
  /** Whether the kind has a registered template (without one, the kind is not sent by 알림톡). */
  hasTemplate(kind: AlimtalkKind): boolean;
  send(message: AlimtalkMessage): Promise<void>;
}

/** NHN Cloud's answer to a send (v2.3): a header, and one result per recipient. */
interface NhnAnswer {
  header?: { resultCode?: number; resultMessage?: string; isSuccessful?: boolean };
  message?: { requestId?: string; sendResults?: { resultCode?: number; resultMessage?: string }[] };
}

/** NHN's "this X-NC-API-IDEMPOTENCY-KEY was used in the last 10 minutes": the earlier request went through. */
const ALREADY_ACCEPTED = -1005;

/**
 * Kakao 알림톡 through NHN Cloud's KakaoTalk Bizmessage API v2.3 (`POST /alimtalk/v2.3/appkeys/{appkey}/messages`,
 * header `X-Secret-Key`), sending a registered template with its variables; null without the keys.
 */
export function createAlimtalkChannel(config: AlimtalkConfig | undefined): AlimtalkChannel | null {
  if (!config) return null;
  const url = `${config.apiUrl}/alimtalk/v2.3/appkeys/${encodeURIComponent(config.appKey)}/messages`;
  return {
    hasTemplate: (kind) => Boolean(config.templates[kind]),
    async send(message) {
      const templateCode = config.templates[message.kind];
      if (!templateCode) throw new DeliveryError(`no template for ${message.kind}`, { permanent: true });
      const fallback = message.smsFallback && config.resendSendNo;
      const body = {
        senderKey: config.senderKey,
        templateCode,
        recipientList: [
          {
            recipientNo: message.to,
            templateParameter: alimtalkVariables(message.notice),
            ...(fallback
              ? {
                  resendParameter: {
                    isResend: true,
                    resendType: 'LMS',
                    resendTitle: message.notice.title.slice(0, 40),
                    resendSendNo: config.resendSendNo,
                  },
                }
              : {}),
          },
        ],
      };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json;charset=UTF-8',
            'X-Secret-Key': config.secretKey,
            'X-NC-API-IDEMPOTENCY-KEY': message.idempotencyKey,
          },
          body: JSON.stringify(body),
          // A hung provider must not outlast the delivery's lease.
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        const name = error instanceof Error ? error.name : 'error';
        throw new DeliveryError(`nhn ${name === 'TimeoutError' ? 'timeout' : 'unreachable'}`);
      }
      const answer = (await response.json().catch(() => ({}))) as NhnAnswer;
      if (!response.ok) throw new DeliveryError(`nhn http ${response.status}`);
      const header = answer.header ?? {};
      if (header.resultCode === ALREADY_ACCEPTED) return;
      if (!header.isSuccessful) throw new DeliveryError(`nhn ${header.resultCode ?? 'error'}`);
      const result = answer.message?.sendResults?.[0];
      if (result && result.resultCode !== 0) throw new DeliveryError(`nhn recipient ${result.resultCode}`);
    },
  };
}
