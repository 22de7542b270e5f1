import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package exports it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane): ~tens of ms per log-in here. */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
