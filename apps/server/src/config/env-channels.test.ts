import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

const KEYS = { ALIMTALK_APP_KEY: 'app', ALIMTALK_SECRET_KEY: 'secret', ALIMTALK_SENDER_KEY: 'sender' };

describe('notice channel configuration (decision 038)', () => {
  it('has no channels unless told, and names the sender after PUBLIC_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://foodtruck.example' });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: '푸드트럭 예약 <no-reply@foodtruck.example>' });
    expect(config.alimtalk).toBeUndefined();
  });

  it('takes SMTP only as smtp:// or smtps://', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465' }).mail.smtpUrl).toBe(
      'smtps://u:p@mail.example:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example' })).toThrow(
      /SMTP_URL: an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });

  it('wants all three 알림톡 keys or none, and reads the templates per kind', () => {
    expect(() => loadConfig({ ALIMTALK_APP_KEY: 'app' })).toThrow(ConfigError);
    const config = loadConfig({
      ...KEYS,
      ALIMTALK_TEMPLATES: 'booking=FT_BOOKING,message=FT_MESSAGE',
      ALIMTALK_RESEND_SEND_NO: '0215880000',
    });
    expect(config.alimtalk).toEqual({
      appKey: 'app',
      secretKey: 'secret',
      senderKey: 'sender',
      apiUrl: 'https://api-alimtalk.cloud.toast.com',
      templates: { booking: 'FT_BOOKING', message: 'FT_MESSAGE' },
      resendSendNo: '0215880000',
    });
    expect(() => loadConfig({ ...KEYS, ALIMTALK_TEMPLATES: 'marketing=FT_AD' })).toThrow(
      /ALIMTALK_TEMPLATES/,
    );
  });
});
