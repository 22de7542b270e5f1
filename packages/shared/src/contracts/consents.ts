import { z } from 'zod';
import { CONSENTS, type RequiredConsentKind } from '../consents.ts';
import { CONSENT_KINDS } from '../enums.ts';

/** A required consent is its own field: a separate true, refused with its own words when missing or false. */
const requiredConsent = (kind: RequiredConsentKind) => {
  const message = CONSENTS[kind].missing ?? '';
  return z.boolean({ error: message }).refine((agreed) => agreed, message);
};

const consentsObject = z.object({
  terms: requiredConsent('terms'),
  privacy: requiredConsent('privacy'),
  age14: requiredConsent('age14'),
  marketing: z.boolean({ error: '마케팅 정보 수신 동의를 확인해주세요' }).default(false),
});
/**
 * What sign-up (email or Kakao) agrees to. Missing altogether, each required consent is still named: an empty
 * object stands in and is parsed (a prefault), so the answer lists the three fields.
 */
export const signupConsentsSchema = consentsObject.prefault({} as z.input<typeof consentsObject>);
export type SignupConsents = z.infer<typeof signupConsentsSchema>;

/** One consent as it stands now: the last record of its kind. */
export const consentStateSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  required: z.boolean(),
  agreed: z.boolean(),
  /** The version of the document the standing record was given for; null when there is no record. */
  version: z.string().nullable(),
  /** When the standing record was made (agreed, or withdrawn); null when there is none. */
  recordedAt: z.string().nullable(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

/** One grant or withdrawal, kept for good. */
export const consentRecordSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  agreed: z.boolean(),
  version: z.string(),
  recordedAt: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** GET /api/v1/users/consents: each kind in CONSENT_KINDS order, and every record, newest first. */
export const consentsSchema = z.object({
  current: z.array(consentStateSchema),
  history: z.array(consentRecordSchema),
});
export type Consents = z.infer<typeof consentsSchema>;

/** PUT /api/v1/users/consents/marketing: the one consent a person changes after sign-up. */
export const marketingConsentBodySchema = z
  .object({ agreed: z.boolean({ error: '마케팅 정보 수신 동의 여부를 골라주세요' }) })
  .strict();
export type MarketingConsentBody = z.infer<typeof marketingConsentBodySchema>;
