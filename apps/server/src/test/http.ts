import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@ft/shared';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * What the web app sends with every call (docs/product.md § API); state-changing calls are refused without
 * it.
 */
export const CLIENT_HEADERS = { [CLIENT_VERSION_HEADER]: CLIENT_VERSION };

export interface Caller {
  cookie: string | undefined;
  ip: string;
  call(opts: InjectOptions): Promise<LightMyRequestResponse>;
}

let ipCounter = 0;

/**
 * A person using the API: keeps their session cookie like a browser would, and comes from an address of
 * their own so rate limits of one test do not leak into another.
 */
export function caller(app: FastifyInstance): Caller {
  ipCounter += 1;
  const self: Caller = {
    cookie: undefined,
    ip: `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    async call(opts) {
      const res = await app.inject({
        ...opts,
        headers: {
          ...CLIENT_HEADERS,
          'x-forwarded-for': self.ip,
          ...(self.cookie ? { cookie: self.cookie } : {}),
          ...(opts.headers ?? {}),
        },
      });
      const session = res.cookies.find((c) => c.name === 'ft_session');
      if (session) self.cookie = session.value ? `ft_session=${session.value}` : undefined;
      return res;
    },
  };
  return self;
}

/** The three consents sign-up needs (docs/product.md § Accounts), marketing left out. */
export const REQUIRED_CONSENTS = { terms: true, privacy: true, age14: true } as const;

/** A signed-up person who started 입점 신청, as the register flow does first: they may upload papers. */
export async function applicantCaller(
  app: FastifyInstance,
  email: string,
  nickname?: string,
): Promise<Caller> {
  const person = await signedUpCaller(app, email, nickname);
  const res = await person.call({ method: 'POST', url: '/api/v1/foodtrucks/apply/start' });
  if (res.statusCode !== 200) throw new Error(`apply/start failed: ${res.statusCode} ${res.body}`);
  return person;
}

export async function signedUpCaller(
  app: FastifyInstance,
  email: string,
  nickname = '테스트회원',
): Promise<Caller> {
  const person = caller(app);
  const res = await person.call({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: 'goodpass123', nickname, consents: REQUIRED_CONSENTS },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return person;
}
