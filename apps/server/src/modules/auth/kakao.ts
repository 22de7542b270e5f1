import { displayText, emailSchema } from '@ft/shared';
import type { AppConfig } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import { sameSecret } from '../../lib/same-secret.ts';

export interface KakaoProfile {
  id: string;
  email: string | null;
  emailVerified: boolean;
  nickname: string | null;
  profileImageUrl: string | null;
}

/**
 * Where Kakao sends the browser back: a page of the app (docs/product.md § Screens), which then calls our API
 * with the code.
 */
export const kakaoRedirectUri = (config: AppConfig) => `${config.publicUrl}/api/auth/kakao/callback`;

/** Kakao log-in can work only with a client id; the screens offer it only then (GET /api/v1/site). */
export const kakaoConfigured = (config: AppConfig) => Boolean(config.kakao.clientId);

export function kakaoLoginUrl(config: AppConfig, state: string): string {
  const { clientId, authUrl } = config.kakao;
  if (!clientId) throw new AppError('KAKAO_NOT_CONFIGURED');
  const url = new URL(authUrl);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', kakaoRedirectUri(config));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('state', state);
  return url.toString();
}

const TIMEOUT_MS = 8_000;

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new AppError('EXTERNAL_SERVICE_ERROR', {
      message: '카카오에 연결할 수 없어요. 잠시 후 다시 시도해주세요.',
    });
  }
}

/** Authorization code → access token → profile (Kakao's REST API, or any server speaking it). */
export async function fetchKakaoProfile(config: AppConfig, code: string): Promise<KakaoProfile> {
  const { clientId, clientSecret, tokenUrl, userUrl } = config.kakao;
  if (!clientId) throw new AppError('KAKAO_NOT_CONFIGURED');
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: clientId,
    redirect_uri: kakaoRedirectUri(config),
    code,
  });
  if (clientSecret) form.set('client_secret', clientSecret);
  const tokenResponse = await call(tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: form,
  });
  const token = (await tokenResponse.json().catch(() => ({}))) as { access_token?: string };
  if (!tokenResponse.ok || !token.access_token) {
    // An expired, reused or forged code: the person simply has to start the login again.
    throw new AppError('AUTH_ERROR', { message: '카카오 로그인에 실패했어요. 다시 시도해주세요.' });
  }
  const userResponse = await call(userUrl, { headers: { authorization: `Bearer ${token.access_token}` } });
  const body = (await userResponse.json().catch(() => ({}))) as {
    id?: number | string;
    kakao_account?: {
      email?: string;
      is_email_verified?: boolean;
      profile?: { nickname?: string; profile_image_url?: string };
    };
  };
  if (!userResponse.ok || !/^\d{1,20}$/.test(String(body.id))) {
    throw new AppError('EXTERNAL_SERVICE_ERROR', {
      message: '카카오 계정 정보를 가져오지 못했어요. 다시 시도해주세요.',
    });
  }
  // What Kakao sends is another party's text: cleaned as if a person had typed it here.
  const account = body.kakao_account ?? {};
  const email = emailSchema.safeParse(account.email);
  const nickname = typeof account.profile?.nickname === 'string' ? displayText(account.profile.nickname) : '';
  const image = account.profile?.profile_image_url;
  return {
    id: String(body.id),
    email: email.success ? email.data : null,
    emailVerified: email.success && account.is_email_verified === true,
    nickname: nickname === '' ? null : nickname,
    profileImageUrl:
      typeof image === 'string' && image.length <= 500 && /^https:\/\/[\x21-\x7e]+$/.test(image)
        ? image
        : null,
  };
}

/**
 * 연결 끊기 with the app's admin key (no person's Kakao token is kept here). Kakao answers -101 for a person no
 * longer linked to the app (they unlinked it themselves meanwhile): that is done too.
 */
export async function unlinkKakaoAccount(config: AppConfig, kakaoId: string): Promise<void> {
  const { adminKey, unlinkUrl } = config.kakao;
  if (!adminKey) throw new AppError('KAKAO_NOT_CONFIGURED');
  const response = await call(unlinkUrl, {
    method: 'POST',
    headers: {
      authorization: `KakaoAK ${adminKey}`,
      'content-type': 'application/x-www-form-urlencoded;charset=utf-8',
    },
    body: new URLSearchParams({ target_id_type: 'user_id', target_id: kakaoId }),
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => ({}))) as { code?: number };
  if (body.code === -101) return;
  throw new Error(`Kakao's unlink answered ${response.status}${body.code ? ` (code ${body.code})` : ''}`);
}

/** Kakao's unlink callback (연결 끊기 알림) carries the app's admin key and the app's id: both must be ours. */
export function isKakaoUnlinkCallback(config: AppConfig, authorization: string | undefined, appId: string) {
  const { adminKey, appId: ownAppId } = config.kakao;
  if (!adminKey || !ownAppId) throw new AppError('KAKAO_NOT_CONFIGURED');
  return sameSecret(authorization ?? '', `KakaoAK ${adminKey}`) && appId === ownAppId;
}
