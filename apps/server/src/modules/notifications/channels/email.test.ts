import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_BUSINESS } from '../../../config/env.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { DeliveryError } from './delivery-error.ts';
import { createEmailChannel } from './email.ts';
import { renderNoticeEmail } from './notice-email.ts';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const from = '푸드트럭 예약 <no-reply@foodtruck.example>';

it('is off without SMTP_URL', () => {
  expect(createEmailChannel({ smtpUrl: undefined, from })).toBeNull();
});

it('sends a notice as HTML and text from the service, with its button and the settings link', async () => {
  const channel = createEmailChannel({ smtpUrl: sink.url, from })!;
  const mail = renderNoticeEmail({
    title: '예약이 확정됐어요',
    body: '맛있는 트럭이 <가을 축제> 예약을 1,200,000원에 수락했어요.',
    link: '/bookings/abc',
    kind: 'booking',
    publicUrl: 'https://foodtruck.example',
    business: DEMO_BUSINESS,
  });
  await channel.send({ to: 'organiser@example.com', ...mail, messageId: '<delivery-1@foodtruck.example>' });
  channel.close();
  const got = sink.received.at(-1)!;
  expect(got.rcptTo).toEqual(['organiser@example.com']);
  expect(got.parsed.from?.value).toEqual([{ name: '푸드트럭 예약', address: 'no-reply@foodtruck.example' }]);
  expect(got.parsed.subject).toBe('[푸드트럭 예약] 예약이 확정됐어요');
  expect(got.parsed.messageId).toBe('<delivery-1@foodtruck.example>');
  expect(got.parsed.text).toContain('맛있는 트럭이 <가을 축제> 예약을 1,200,000원에 수락했어요.');
  expect(got.parsed.text).toContain('바로 보기: https://foodtruck.example/bookings/abc');
  expect(got.parsed.text).toContain('https://foodtruck.example/settings');
  const html = String(got.parsed.html);
  expect(html).toContain('&lt;가을 축제&gt;'); // the body is escaped, never markup
  expect(html).toContain('href="https://foodtruck.example/bookings/abc"');
  expect(html).toContain('href="https://foodtruck.example/settings"');
  expect(html).toContain('예약 소식을 이메일로 받기로 하셔서 보내드려요.');
});

it('marks marketing as an ad in the subject', () => {
  const mail = renderNoticeEmail({
    title: '봄맞이 할인',
    body: '…',
    link: '/',
    kind: 'marketing',
    publicUrl: 'https://foodtruck.example',
    business: DEMO_BUSINESS,
  });
  expect(mail.subject).toBe('(광고) [푸드트럭 예약] 봄맞이 할인');
});

it('fails in safe words when the server refuses, with no address in the reason', async () => {
  sink.down();
  const channel = createEmailChannel({ smtpUrl: sink.url, from })!;
  const sent = channel.send({ to: 'organiser@example.com', subject: 's', text: 't', html: '<p>t</p>' });
  await expect(sent).rejects.toThrow(DeliveryError);
  await expect(sent).rejects.toThrow(/^smtp EMESSAGE 421$/);
  sink.up();
  channel.close();
  const wrongPassword = createEmailChannel({ smtpUrl: sink.url.replace('mail-secret', 'nope'), from })!;
  await expect(
    wrongPassword.send({ to: 'a@example.com', subject: 's', text: 't', html: 't' }),
  ).rejects.toThrow(/^smtp EAUTH 535$/);
  wrongPassword.close();
});
