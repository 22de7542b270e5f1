import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { startFakeKakao } from '../../test/fake-kakao.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const BUSINESS_ENV = {
  BUSINESS_NAME: '주식회사 달빛푸드',
  BUSINESS_REPRESENTATIVE: '김달빛',
  BUSINESS_REGISTRATION_NUMBER: '1208147521',
  BUSINESS_MAIL_ORDER_NUMBER: '제2026-서울마포-01234호',
  BUSINESS_ADDRESS: '서울특별시 마포구 월드컵북로 1',
  SUPPORT_PHONE: '1600-1234',
  SUPPORT_EMAIL: 'help@dalbit.example',
};

let bare: TestApp;
let configured: TestApp;
let kakao: Awaited<ReturnType<typeof startFakeKakao>>;
beforeAll(async () => {
  kakao = await startFakeKakao({});
  bare = await createTestApp({ demo: false });
  const { business } = loadConfig(BUSINESS_ENV);
  configured = await createTestApp({ demo: false, config: { kakao: kakao.config, business } });
});
afterAll(async () => {
  await Promise.all([bare.close(), configured.close()]);
  await kakao.close();
});

const siteOf = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/site' });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('GET /api/v1/site', () => {
  it('says Kakao log-in cannot work and shows marked demo business details when nothing is configured', async () => {
    const site = await siteOf(bare);
    expect(site.kakaoLogin).toBe(false);
    expect(site.business.demo).toBe(true);
    for (const key of ['name', 'representative', 'registrationNumber', 'mailOrderNumber', 'address'])
      expect(site.business[key]).toMatch(/\(데모\)$/);
    // The button it stands for would have failed: the login call refuses without a client id.
    const login = await bare.app.inject({ method: 'GET', url: '/api/auth/kakao/login?state=state-abc-123' });
    expect(login.json().code).toBe('KAKAO_NOT_CONFIGURED');
  });

  it('offers Kakao when a client id is configured (the fake provider) and shows the configured business', async () => {
    const site = await siteOf(configured);
    expect(site.kakaoLogin).toBe(true);
    expect(site.business).toEqual({
      name: '주식회사 달빛푸드',
      representative: '김달빛',
      registrationNumber: '120-81-47521',
      mailOrderNumber: '제2026-서울마포-01234호',
      address: '서울특별시 마포구 월드컵북로 1',
      supportPhone: '1600-1234',
      supportEmail: 'help@dalbit.example',
      demo: false,
    });
    const login = await configured.app.inject({
      method: 'GET',
      url: '/api/auth/kakao/login?state=state-abc-123',
    });
    expect(login.statusCode).toBe(200);
  });
});
