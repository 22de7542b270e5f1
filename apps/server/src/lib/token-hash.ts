import { createHash } from 'node:crypto';

/**
 * What is stored of a secret token (a session's cookie, a password-reset or Kakao sign-up link): its SHA-256,
 * hex. The token itself is never stored, so a copy of the database opens nothing.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
