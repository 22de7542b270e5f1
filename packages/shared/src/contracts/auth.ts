import { z } from 'zod';
import { USER_ROLES } from '../enums.ts';
import { signupConsentsSchema } from './consents.ts';

/** What every screen knows about the signed-in person (docs/product.md § Data User). */
export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  nickname: z.string(),
  role: z.enum(USER_ROLES),
  isVendor: z.boolean(),
  phone: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  marketingConsent: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const PASSWORD_MIN_LENGTH = 8;

export const emailSchema = z
  .string({ error: '이메일을 입력해주세요' })
  .trim()
  .toLowerCase()
  .min(1, '이메일을 입력해주세요')
  .max(254, '이메일이 너무 길어요')
  .pipe(z.email('이메일 형식을 확인해주세요'));

export const nicknameSchema = z
  .string({ error: '닉네임을 입력해주세요' })
  .trim()
  .min(2, '닉네임은 2자 이상 입력해주세요')
  .max(20, '닉네임은 20자 이내로 입력해주세요');

/** A new password's rules (sign-up and 비밀번호 재설정), shown beside the field as they are checked here. */
export const passwordSchema = z
  .string({ error: '비밀번호를 입력해주세요' })
  .min(PASSWORD_MIN_LENGTH, `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상 입력해주세요`)
  .max(128, '비밀번호는 128자 이내로 입력해주세요')
  .regex(/[A-Za-z]/, '비밀번호에 영문자를 포함해주세요')
  .regex(/\d/, '비밀번호에 숫자를 포함해주세요');

export const signupBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  nickname: nicknameSchema,
  /** Each required consent a separate true, marketing optional (docs/product.md § Accounts). */
  consents: signupConsentsSchema,
});
export type SignupBody = z.infer<typeof signupBodySchema>;
export type SignupInput = z.input<typeof signupBodySchema>;

/**
 * The Kakao callback: a known person is signed in (`user`); a new one is not an account yet (`user: null`)
 * until they agree on the sign-up consent screen, which `signup` greets them on (docs/decisions/035).
 */
export const kakaoCallbackResponseSchema = z.object({
  success: z.literal(true),
  user: userSchema.nullable(),
  signup: z.object({ nickname: z.string() }).optional(),
});
export type KakaoCallbackResponse = z.infer<typeof kakaoCallbackResponseSchema>;

/** POST /api/v1/auth/kakao/signup: the consents that make the pending Kakao sign-up an account. */
export const kakaoSignupBodySchema = z.object({ consents: signupConsentsSchema });

/**
 * Kakao's 연결 끊기 알림, sent by Kakao's server (query or form body): the app, the person's Kakao id, and why
 * (UNLINK_FROM_APPS, ACCOUNT_DELETE, FORCED_ACCOUNT_DELETE, …).
 */
export const kakaoUnlinkCallbackSchema = z.object({
  app_id: z.string().regex(/^\d{1,20}$/),
  user_id: z.string().regex(/^\d{1,20}$/),
  referrer_type: z.string().max(64).optional(),
});
export type KakaoSignupBody = z.infer<typeof kakaoSignupBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: '비밀번호를 입력해주세요' }).min(1, '비밀번호를 입력해주세요').max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** docs/product.md § API: POST /api/auth/login answers { success, user, message, error }. */
export const loginResponseSchema = z.object({
  success: z.boolean(),
  user: userSchema.nullable(),
  message: z.string(),
  error: z.string().nullable(),
  /** On failure, the catalogue code (LOGIN_FAILED …), like every other error answer. */
  code: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** docs/product.md § API: GET /api/auth/status answers { success, authenticated, user }. */
export const authStatusSchema = z.object({
  success: z.literal(true),
  authenticated: z.boolean(),
  user: userSchema.nullable(),
});
export type AuthStatus = z.infer<typeof authStatusSchema>;

/** docs/product.md § API: POST /api/auth/refresh answers { success, user }. */
export const refreshResponseSchema = z.object({ success: z.boolean(), user: userSchema.nullable() });
