import { z } from 'zod';

/**
 * Who runs the marketplace, as Korean e-commerce law asks a 통신판매중개자 to show on its pages (상호, 대표자,
 * 사업자등록번호, 통신판매업 신고번호, 주소, 고객센터). The server's configuration holds the values
 * (apps/server/src/config/env.ts, BUSINESS_* and SUPPORT_*).
 */
export const businessInfoSchema = z.object({
  name: z.string(),
  representative: z.string(),
  /** 123-45-67890 */
  registrationNumber: z.string(),
  mailOrderNumber: z.string(),
  address: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  /** Nothing was configured: every value is a stand-in marked (데모), and none of them may be dialled or mailed. */
  demo: z.boolean(),
});
export type BusinessInfo = z.infer<typeof businessInfoSchema>;

/** `GET /api/v1/site`: what the screens need to know about how this server is set up. */
export const siteInfoSchema = z.object({
  business: businessInfoSchema,
  /** Kakao log-in can work here (a client id is configured); the button is shown only then. */
  kakaoLogin: z.boolean(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
