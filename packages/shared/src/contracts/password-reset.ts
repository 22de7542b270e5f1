import { z } from 'zod';
import { HOUR_MS } from '../constants.ts';
import { emailSchema, passwordSchema } from './auth.ts';

/**
 * 비밀번호 찾기 (docs/decisions/040). The link is good for this long and opens once; a new
 * request replaces the older links.
 */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** Requests per email address and per client address in an hour (429 with Retry-After beyond). */
export const PASSWORD_RESET_LIMITS = { perEmail: 3, perIp: 10, windowMs: HOUR_MS } as const;

/** POST /api/v1/auth/password-reset */
export const passwordResetRequestSchema = z.object({ email: emailSchema }).strict();
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The same answer for every address, known or not: nobody learns who has an account. */
export const passwordResetRequestedSchema = z.object({ sent: z.literal(true) });

/** The emailed token: 32 random bytes, base64url (43 characters). */
export const passwordResetTokenSchema = z
  .string({ error: '링크가 올바르지 않아요. 메일의 링크를 다시 열어주세요.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, '링크가 올바르지 않아요. 메일의 링크를 다시 열어주세요.');

/** POST /api/v1/auth/password-reset/confirm */
export const passwordResetConfirmSchema = z
  .object({ token: passwordResetTokenSchema, password: passwordSchema })
  .strict();
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;
