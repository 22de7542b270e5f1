import { addDays, currentTime, moveClockForward, seoulDate, seoulInstant } from '@ft/shared';
import { DEMO_BUSINESS } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { deliverDueChannels } from '../modules/notifications/channel-delivery.ts';
import { createAlimtalkChannel } from '../modules/notifications/channels/alimtalk.ts';
import type { NoticeChannels } from '../modules/notifications/channels/channels.ts';
import { createEmailChannel } from '../modules/notifications/channels/email.ts';
import { deliverDueEvents } from '../modules/notifications/notifications.service.ts';
import { startFakeNhnAlimtalk } from './fake-nhn-alimtalk.ts';
import { startSmtpSink } from './smtp-sink.ts';

export const PUBLIC_URL = 'https://foodtruck.example';
export const MAIL_FROM = '푸드트럭 예약 <no-reply@foodtruck.example>';

/** Email to an SMTP server on loopback and 알림톡 to the NHN fake, and the two steps of delivery. */
export async function startNoticeChannels(db: Db) {
  const sink = await startSmtpSink();
  const nhn = await startFakeNhnAlimtalk();
  const channels: NoticeChannels = {
    email: createEmailChannel({ smtpUrl: sink.url, from: MAIL_FROM }),
    alimtalk: createAlimtalkChannel(nhn.config),
  };
  const options = { publicUrl: PUBLIC_URL, business: DEMO_BUSINESS };
  return {
    sink,
    nhn,
    channels,
    options,
    /** Events become notices (with their delivery rows), then due deliveries go out. */
    async deliver() {
      await deliverDueEvents(db, channels);
      return deliverDueChannels(db, channels, options);
    },
    mailsTo: (address: string) => sink.received.filter((mail) => mail.rcptTo.includes(address)),
    async close() {
      channels.email?.close();
      await Promise.all([sink.close(), nhn.close()]);
    },
  };
}

/** Moves the one clock forward to the next whole `hour` in Korea (tests reset it in afterAll). */
export function moveClockToKoreanHour(hour: number): Date {
  const now = currentTime();
  const at = `${String(hour).padStart(2, '0')}:00`;
  let target = seoulInstant(seoulDate(now), at);
  if (target <= now) target = seoulInstant(addDays(seoulDate(now), 1), at);
  moveClockForward(target.getTime() - now.getTime());
  return target;
}
