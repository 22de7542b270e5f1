import { z } from 'zod';
import { PG_INT_MAX } from '../constants.ts';
import { groupDigits } from '../digits.ts';
import { withParticle } from '../korean.ts';

/** Field rules the vendor contracts share (vendor.ts, business.ts), each with its Korean messages. */

export const id = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(PG_INT_MAX, message);
export const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${withParticle(label, '을/를')} 입력해주세요` })
    .trim()
    .min(
      min,
      min <= 1 ? `${withParticle(label, '을/를')} 입력해주세요` : `${label}: ${min}자 이상 입력해주세요`,
    )
    .max(max, `${withParticle(label, '은/는')} ${groupDigits(max)}자 이내로 입력해주세요`);
export const won = (label: string, max: number) =>
  z
    .number({ error: `${withParticle(label, '을/를')} 숫자로 입력해주세요` })
    .int(`${withParticle(label, '은/는')} 원 단위로 입력해주세요`)
    .min(0, `${withParticle(label, '은/는')} 0원 이상이어야 해요`)
    .max(max, `${withParticle(label, '은/는')} ${groupDigits(max)}원 이하로 입력해주세요`);
export const digitsOf = (value: string) => value.replace(/[\s-]/g, '');
