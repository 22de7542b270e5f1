import Fastify from 'fastify';

export interface FakeKakaoAccount {
  id: number;
  email?: string;
  verified?: boolean;
  nickname?: string;
}

const ADMIN_KEY = 'test-admin-key';

/**
 * A loopback stand-in for Kakao's OAuth server speaking its REST protocol: POST /oauth/token exchanges an
 * authorization code (form-encoded) for an access token, GET /v2/user/me returns the account for a Bearer token,
 * POST /v1/user/unlink ends a link with the app's admin key (`KakaoAK`), answering -101 for one not linked.
 * `unlinkOutage` answers the next unlinks with 500, as Kakao away would. `traceparents` keeps the W3C trace
 * context each call came with (tracing.api.test.ts).
 */
export async function startFakeKakao(accounts: Record<string, FakeKakaoAccount>) {
  const fake = Fastify({ logger: false });
  const tokenRequests: URLSearchParams[] = [];
  const unlinked: string[] = [];
  const traceparents: string[] = [];
  const state = { unlinkOutage: 0 };
  fake.addHook('onRequest', async (req) => {
    if (typeof req.headers.traceparent === 'string') traceparents.push(req.headers.traceparent);
  });
  fake.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, new URLSearchParams(String(body))),
  );
  fake.post('/oauth/token', async (req, reply) => {
    const form = req.body as URLSearchParams;
    tokenRequests.push(form);
    const code = form.get('code') ?? '';
    if (form.get('grant_type') !== 'authorization_code' || !accounts[code]) {
      return reply
        .status(400)
        .send({ error: 'invalid_grant', error_description: 'authorization code not found' });
    }
    return { access_token: `token-${code}`, token_type: 'bearer', expires_in: 21599 };
  });
  fake.get('/v2/user/me', async (req, reply) => {
    const code = String(req.headers.authorization ?? '').replace(/^Bearer token-/, '');
    const account = accounts[code];
    if (!account) return reply.status(401).send({ msg: 'this access token does not exist', code: -401 });
    return {
      id: account.id,
      kakao_account: {
        ...(account.email ? { email: account.email, is_email_verified: account.verified ?? true } : {}),
        profile: {
          nickname: account.nickname ?? '카카오친구',
          profile_image_url: 'https://k.kakaocdn.net/p.jpg',
        },
      },
    };
  });
  fake.post('/v1/user/unlink', async (req, reply) => {
    if (req.headers.authorization !== `KakaoAK ${ADMIN_KEY}`) {
      return reply.status(401).send({ msg: 'wrong appKey', code: -401 });
    }
    if (state.unlinkOutage > 0) {
      state.unlinkOutage--;
      return reply.status(500).send({ msg: 'system error', code: -1 });
    }
    const form = req.body as URLSearchParams;
    const id = form.get('target_id') ?? '';
    if (form.get('target_id_type') !== 'user_id' || !/^\d+$/.test(id)) {
      return reply.status(400).send({ msg: 'invalid target', code: -2 });
    }
    if (unlinked.includes(id))
      return reply.status(400).send({ msg: 'NotRegisteredUserException', code: -101 });
    unlinked.push(id);
    return { id: Number(id) };
  });
  await fake.listen({ port: 0, host: '127.0.0.1' });
  const address = fake.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    config: {
      clientId: 'test-client-id',
      clientSecret: 'test-client-secret',
      authUrl: `${base}/oauth/authorize`,
      tokenUrl: `${base}/oauth/token`,
      userUrl: `${base}/v2/user/me`,
      unlinkUrl: `${base}/v1/user/unlink`,
      adminKey: ADMIN_KEY,
      appId: '123456',
    },
    tokenRequests,
    /** The Kakao ids unlinked so far, in order. */
    unlinked,
    traceparents,
    state,
    close: () => fake.close(),
  };
}
