import { z } from 'zod';
import { nicknameSchema } from './auth.ts';

/** Korean mobile numbers, typed with or without dashes; stored as digits (docs/product.md § API). */
export const mobilePhoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^01[016789]\d{7,8}$/, '휴대폰 번호를 확인해주세요 (예: 010-1234-5678)'));

export const profileUpdateBodySchema = z
  .object({
    nickname: nicknameSchema.optional(),
    phone: z.union([mobilePhoneSchema, z.literal('').transform(() => null), z.null()]).optional(),
    profileImageUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^(\/files\/|https:\/\/)/, '프로필 사진 주소를 확인해주세요')
      .nullable()
      .optional(),
  })
  .strict();
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** Deleting an account must be confirmed explicitly in the request itself. */
export const accountDeletionBodySchema = z.object({
  confirm: z.literal(true, { error: '탈퇴를 확인해주세요' }),
});
