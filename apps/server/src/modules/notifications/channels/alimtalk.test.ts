import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeNhnAlimtalk } from '../../../test/fake-nhn-alimtalk.ts';
import { createAlimtalkChannel } from './alimtalk.ts';
import { DeliveryError } from './delivery-error.ts';

let fake: Awaited<ReturnType<typeof startFakeNhnAlimtalk>>;
beforeAll(async () => {
  fake = await startFakeNhnAlimtalk();
});
afterAll(() => fake.close());

const notice = {
  title: '예약이 확정됐어요',
  body: '맛있는 트럭이 가을 축제 예약을 수락했어요.',
  link: '/bookings/abc',
};

it('is off without its keys', () => {
  expect(createAlimtalkChannel(undefined)).toBeNull();
});

it('sends the kind’s registered template with its variables, and LMS fallback for booking news', async () => {
  const channel = createAlimtalkChannel(fake.config)!;
  await channel.send({
    to: '01012345678',
    kind: 'booking',
    notice,
    idempotencyKey: 'k-1',
    smsFallback: true,
  });
  expect(fake.received.at(-1)).toEqual({
    templateCode: 'FT_BOOKING',
    recipientNo: '01012345678',
    templateParameter: { 제목: notice.title, 내용: notice.body, 링크: '/bookings/abc' },
    resendParameter: {
      isResend: true,
      resendType: 'LMS',
      resendTitle: notice.title,
      resendSendNo: '0215880000',
    },
    idempotencyKey: 'k-1',
  });
  await channel.send({
    to: '01012345678',
    kind: 'message',
    notice,
    idempotencyKey: 'k-2',
    smsFallback: false,
  });
  expect(fake.received.at(-1)?.templateCode).toBe('FT_MESSAGE');
  expect(fake.received.at(-1)?.resendParameter).toBeUndefined();
});

it('takes a repeat of an accepted request as done, without a second message', async () => {
  const channel = createAlimtalkChannel(fake.config)!;
  const before = fake.received.length;
  await channel.send({
    to: '01012345678',
    kind: 'reminder',
    notice,
    idempotencyKey: 'k-3',
    smsFallback: false,
  });
  await channel.send({
    to: '01012345678',
    kind: 'reminder',
    notice,
    idempotencyKey: 'k-3',
    smsFallback: false,
  });
  expect(fake.received.length).toBe(before + 1);
});

it('fails in safe words on a wrong secret, an outage or an unknown template', async () => {
  const wrong = createAlimtalkChannel({ ...fake.config, secretKey: 'nope' })!;
  const message = {
    to: '01012345678',
    kind: 'booking' as const,
    notice,
    idempotencyKey: 'k-4',
    smsFallback: false,
  };
  await expect(wrong.send(message)).rejects.toThrow(new DeliveryError('nhn -1001'));
  fake.failNext(1);
  const channel = createAlimtalkChannel(fake.config)!;
  await expect(channel.send({ ...message, idempotencyKey: 'k-5' })).rejects.toThrow('nhn http 500');
  const unregistered = createAlimtalkChannel({ ...fake.config, templates: { booking: 'NOT_THERE' } })!;
  await expect(unregistered.send({ ...message, idempotencyKey: 'k-6' })).rejects.toThrow('nhn 4');
  expect(unregistered.hasTemplate('reminder')).toBe(false);
});
