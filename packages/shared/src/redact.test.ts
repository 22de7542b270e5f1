import { describe, expect, it } from 'vitest';
import { REDACTED, redactPersonalData, redactSecrets, redactUrl, scrubPersonalText } from './redact.ts';

describe('redactSecrets', () => {
  it('masks every key that contains a secret word, at any depth', () => {
    const out = redactSecrets({
      password: 'p',
      newPassword: 'p',
      accessToken: 't',
      client_secret: 's',
      headers: { Authorization: 'Bearer abc', 'x-api-key': 'k' },
      card_number: '1234',
      cvv: '123',
      list: [{ refresh_token: 'r' }],
      nickname: '푸드',
    });
    expect(out).toEqual({
      password: REDACTED,
      newPassword: REDACTED,
      accessToken: REDACTED,
      client_secret: REDACTED,
      headers: { Authorization: REDACTED, 'x-api-key': REDACTED },
      card_number: REDACTED,
      cvv: REDACTED,
      list: [{ refresh_token: REDACTED }],
      nickname: '푸드',
    });
  });

  it('masks Bearer tokens inside strings and keeps other text', () => {
    expect(redactSecrets({ msg: 'sent Bearer eyJhbGciOi.abc.def to api' })).toEqual({
      msg: `sent Bearer ${REDACTED} to api`,
    });
  });

  it('leaves class instances to their serializers', () => {
    class Request {
      get url() {
        return '/x';
      }
    }
    const request = new Request();
    expect(redactSecrets({ req: request }).req).toBe(request);
  });

  it('survives cycles', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    expect(redactSecrets(a)).toEqual({ name: 'a', self: '[Circular]' });
  });
});

describe('redactPersonalData', () => {
  it('also masks phone, email, address and the social-login id', () => {
    expect(
      redactPersonalData({
        phone: '01012345678',
        email: 'a@b.c',
        address: '서울',
        kakaoId: '1',
        token: 'x',
        note: 'ok',
      }),
    ).toEqual({
      phone: REDACTED,
      email: REDACTED,
      address: REDACTED,
      kakaoId: REDACTED,
      token: REDACTED,
      note: 'ok',
    });
  });
});

describe('redactUrl', () => {
  it('masks secret query parameters and OAuth codes', () => {
    expect(redactUrl('/api/v1/auth/kakao/callback?code=abc&state=xyz&page=2')).toBe(
      `/api/v1/auth/kakao/callback?code=${REDACTED}&state=${REDACTED}&page=2`,
    );
    expect(redactUrl('/x?access_token=1')).toBe(`/x?access_token=${REDACTED}`);
  });

  it('masks the signatures of signed file links, however the name is written', () => {
    expect(redactUrl('/files/private/documents/a.pdf?expires=1893456000&sig=AbC_123-xyz')).toBe(
      `/files/private/documents/a.pdf?expires=1893456000&sig=${REDACTED}`,
    );
    expect(redactUrl('/files/private/a.pdf?expires=1&%73ig=AbC&SIG=Def')).toBe(
      `/files/private/a.pdf?expires=1&%73ig=${REDACTED}&SIG=${REDACTED}`,
    );
    expect(
      redactUrl('/bucket/k.pdf?X-Amz-Credential=AKIA%2F20261126&X-Amz-Signature=f00d&X-Amz-Expires=600'),
    ).toBe(`/bucket/k.pdf?X-Amz-Credential=${REDACTED}&X-Amz-Signature=${REDACTED}&X-Amz-Expires=600`);
  });
});

describe('scrubPersonalText', () => {
  it('masks emails and Korean mobile numbers inside free text', () => {
    expect(scrubPersonalText('연락은 kim.min@example.co.kr 또는 010-1234-5678, 01098765432로 주세요')).toBe(
      '연락은 [EMAIL] 또는 [PHONE], [PHONE]로 주세요',
    );
    expect(scrubPersonalText('예약 3건, 2026년 11월')).toBe('예약 3건, 2026년 11월');
  });
});
