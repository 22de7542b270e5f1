import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports } from './check-imports.mjs';

let root;
function repo(files) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-imports-'));
  const manifests = {
    'package.json': { devDependencies: { vitest: '*' } },
    'packages/shared/package.json': { dependencies: { zod: '*' } },
    'apps/server/package.json': { dependencies: { '@ft/shared': '*', fastify: '*' } },
    'apps/web/package.json': { dependencies: { '@ft/shared': '*', react: '*' } },
    'e2e/package.json': {},
  };
  for (const [file, manifest] of Object.entries(manifests)) files[file] ??= JSON.stringify(manifest);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const web = (file) => `apps/web/src/${file}`;
const used = {
  'packages/shared/src/index.ts': "import { z } from 'zod';",
  'apps/server/src/app.ts': "import Fastify from 'fastify';\nimport { a } from '@ft/shared';",
  [web('main.tsx')]: "import { useState } from 'react';\nimport { a } from '@ft/shared';",
};

describe('check-imports', () => {
  it('accepts imports that keep to their layer and are declared', () => {
    const files = {
      ...used,
      [web('features/booking/components/card.tsx')]:
        "import { x } from '../api/bookings.ts';\nimport { y } from '../../../lib/format.ts';",
      [web('app/routes/home.tsx')]: "import { t } from '../../features/foodtrucks/api/trucks.ts';",
    };
    expect(checkImports(repo(files))).toEqual([]);
  });

  it('refuses a feature importing another feature or the app', () => {
    const files = {
      ...used,
      [web('features/booking/components/card.tsx')]:
        "import { t } from '../../foodtrucks/api/trucks.ts';\nimport { paths } from '../../../app/routes.tsx';",
    };
    expect(checkImports(repo(files))).toEqual([
      'apps/web/src/features/booking/components/card.tsx: a feature imports another feature (../../foodtrucks/api/trucks.ts)',
      'apps/web/src/features/booking/components/card.tsx: a feature imports the app (../../../app/routes.tsx)',
    ]);
  });

  it('refuses shell, lib or components reaching into features, and the web app into the server', () => {
    const files = {
      ...used,
      [web('lib/session.ts')]: "import { login } from '../features/auth/api/auth.ts';",
      [web('shell/api-client.ts')]: "import { start } from '../app/session-effects.tsx';",
      [web('components/ui/x.tsx')]: "export { a } from '../../app/app.tsx';",
      [web('lib/y.ts')]: "import type { Row } from '../../../server/src/db/schema.ts';",
    };
    expect(checkImports(repo(files))).toEqual([
      'apps/web/src/components/ui/x.tsx: components/ imports app/ (../../app/app.tsx)',
      'apps/web/src/lib/session.ts: lib/ imports features/ (../features/auth/api/auth.ts)',
      'apps/web/src/lib/y.ts: the web app imports the server (../../../server/src/db/schema.ts)',
      'apps/web/src/shell/api-client.ts: shell/ imports app/ (../app/session-effects.tsx)',
    ]);
  });

  it('refuses a server module reaching into another module past its services, and modules in a circle', () => {
    const mod = (file) => `apps/server/src/modules/${file}`;
    const files = {
      ...used,
      // Through the other module's service, and within its own module: fine; a test may reach in.
      [mod('payments/payments.service.ts')]:
        "import { lockBooking } from '../bookings/bookings.service.ts';\nimport { x } from './payments.repo.ts';",
      [mod('payments/payments.repo.ts')]: 'export const x = 1;',
      [mod('payments/payments.api.test.ts')]: "import { row } from '../bookings/bookings.repo.ts';",
      [mod('bookings/bookings.service.ts')]:
        "import * as repo from './bookings.repo.ts';\nexport const lockBooking = (tx, id) => repo.lockBooking(tx, id);",
      [mod('bookings/bookings.repo.ts')]: 'export const lockBooking = 1;',
      // Past the service: its repository, a helper.
      [mod('settlements/settlements.service.ts')]:
        "import { ledger } from '../payments/payments.repo.ts';\nimport type { C } from '../foodtrucks/cache.ts';",
      [mod('foodtrucks/cache.ts')]: 'export type C = 1;',
      // Two modules that need each other, each through the other's service (no file imports itself back).
      [mod('auth/auth.service.ts')]: "import { u } from '../users/users.service.ts';",
      [mod('users/users.service.ts')]: 'export const u = 1;',
      [mod('users/profile.service.ts')]: "import type { S } from '../auth/auth.service.ts';",
    };
    expect(checkImports(repo(files))).toEqual([
      "apps/server/src/modules/settlements/settlements.service.ts: reaches into the payments module's internals (a module is used through its *.service.ts) (../payments/payments.repo.ts)",
      "apps/server/src/modules/settlements/settlements.service.ts: reaches into the foodtrucks module's internals (a module is used through its *.service.ts) (../foodtrucks/cache.ts)",
      'server modules use one another in a circle: auth ⇄ users (one of them must not need the other)',
    ]);
  });

  it("refuses a service passing on its repository's functions, and lets it pass on types and its own verbs", () => {
    const mod = (file) => `apps/server/src/modules/${file}`;
    const repoFile =
      'export type UserRow = { id: string };\nexport const insertUser = 1;\nexport const findUser = 1;';
    const files = {
      ...used,
      [mod('users/users.repo.ts')]: repoFile,
      [mod('users/users.service.ts')]: [
        "import * as repo from './users.repo.ts';",
        "import type { UserRow } from './users.repo.ts';",
        "export type { UserRow } from './users.repo.ts';",
        "export { type UserRow as Row } from './users.repo.ts';",
        "export { toUser } from './user-view.ts';",
        '/** A new account. */',
        'export const createAccount = (tx, account) => repo.insertUser(tx, account);',
        'export function findUser(db, id) {\n  return repo.findUser(db, id);\n}',
      ].join('\n'),
      [mod('users/user-view.ts')]: 'export const toUser = (row) => row;',
      [mod('users/users.test.ts')]: "export { insertUser } from './users.repo.ts';",
    };
    expect(checkImports(repo(files))).toEqual([]);
    const leaks = {
      ...files,
      [mod('users/users.service.ts')]: [
        "import * as repo from './users.repo.ts';",
        "import { findUser as find } from './users.repo.ts';",
        "export { insertUser, type UserRow } from './users.repo.ts';",
        "export * from './users.repo.ts';",
        'export { find };',
        'export const createAccount = repo.insertUser;',
      ].join('\n'),
    };
    const service = mod('users/users.service.ts');
    const why = 'a service offers verbs and queries it defines itself (./users.repo.ts)';
    expect(checkImports(repo(leaks))).toEqual([
      `${service}: passes on its repository's insertUser; ${why}`,
      `${service}: passes on its repository's *; ${why}`,
      `${service}: passes on its repository's find; ${why}`,
      `${service}: passes on its repository's repo; ${why}`,
    ]);
  });

  it("refuses a repository passing on another module's functions; its own module's and types may pass", () => {
    const mod = (file) => `apps/server/src/modules/${file}`;
    const files = {
      ...used,
      [mod('foodtrucks/foodtrucks.service.ts')]: 'export const lockTruckRow = 1;\nexport type TruckRow = 1;',
      [mod('admin/admin.service.ts')]: "import { lockTruckRow } from '../foodtrucks/foodtrucks.service.ts';",
      [mod('admin/admin.repo.ts')]: [
        "import type { TruckRow } from '../foodtrucks/foodtrucks.service.ts';",
        'export type { TruckRow };',
        "export type { TruckRow as Row } from '../foodtrucks/foodtrucks.service.ts';",
        "export { overview } from './overview.repo.ts';",
      ].join('\n'),
      [mod('admin/overview.repo.ts')]: 'export const overview = 1;',
    };
    expect(checkImports(repo(files))).toEqual([]);
    const leaks = {
      ...files,
      [mod('admin/admin.repo.ts')]: [
        "import { moveTruck } from '../foodtrucks/foodtrucks.service.ts';",
        "export { lockTruckRow as lockTruck } from '../foodtrucks/foodtrucks.service.ts';",
        'export { moveTruck };',
      ].join('\n'),
    };
    const why = "its service imports that module's service (../foodtrucks/foodtrucks.service.ts)";
    expect(checkImports(repo(leaks))).toEqual([
      `${mod('admin/admin.repo.ts')}: a repository passes on the foodtrucks module's lockTruckRow; ${why}`,
      `${mod('admin/admin.repo.ts')}: a repository passes on the foodtrucks module's moveTruck; ${why}`,
    ]);
  });

  it('refuses a plugin importing a server module, type-only too; lib/, the schema and other plugins are fine', () => {
    const plugin = (file) => `apps/server/src/plugins/${file}`;
    const files = {
      ...used,
      [plugin('session.ts')]:
        "import { findSession } from './session-store.ts';\nimport type { users } from '../db/schema/index.ts';",
      [plugin('session-store.ts')]: "import { hashToken } from '../lib/token-hash.ts';",
      'apps/server/src/lib/token-hash.ts': 'export const hashToken = (t) => t;',
      [plugin('access.api.test.ts')]: "import { createSession } from '../modules/auth/session.ts';",
      'apps/server/src/modules/auth/session.ts':
        "import { SESSION_COOKIE } from '../../plugins/session-store.ts';",
    };
    expect(checkImports(repo(files))).toEqual([]);
    const leaks = {
      ...files,
      [plugin('session.ts')]: "import { findSession } from '../modules/auth/session.ts';",
      [plugin('openapi.ts')]: "import type { User } from '../modules/users/users.service.ts';",
    };
    expect(checkImports(repo(leaks))).toEqual([
      `${plugin('openapi.ts')}: a plugin imports a server module; move what it needs to plugins/ or lib/ (../modules/users/users.service.ts)`,
      `${plugin('session.ts')}: a plugin imports a server module; move what it needs to plugins/ or lib/ (../modules/auth/session.ts)`,
    ]);
  });

  it('names undeclared and unused dependencies, and Node in the shared package', () => {
    const files = {
      ...used,
      'apps/web/package.json': JSON.stringify({ dependencies: { '@ft/shared': '*', react: '*', pino: '*' } }),
      [web('lib/z.ts')]: "import { z } from 'zod';",
      'packages/shared/src/fs.ts': "import fs from 'node:fs';",
    };
    expect(checkImports(repo(files))).toEqual([
      "packages/shared/src/fs.ts: the shared package imports Node's node:fs",
      'apps/web/package.json does not declare zod, imported by apps/web/src/lib/z.ts',
      'apps/web/package.json: pino is declared but never used',
    ]);
  });

  it('keeps the payment sandbox out of the server bundle: only tests and their helpers start one', () => {
    const server = {
      dependencies: { '@ft/shared': '*', fastify: '*' },
      devDependencies: { '@ft/toss-sandbox': '*' },
    };
    const files = {
      ...used,
      'apps/server/package.json': JSON.stringify(server),
      'tools/toss-sandbox/package.json': JSON.stringify({ dependencies: { fastify: '*' } }),
      'tools/toss-sandbox/src/index.ts': "import Fastify from 'fastify';",
      'apps/server/src/test/payment-sandbox.ts': "import { startTossSandbox } from '@ft/toss-sandbox';",
      'apps/server/src/modules/payments/payments.api.test.ts':
        "import type { TossSandbox } from '@ft/toss-sandbox';\nimport { s } from '../../test/payment-sandbox.ts';",
      'apps/server/bench/payments.bench.ts': "import { startTossSandbox } from '@ft/toss-sandbox';",
    };
    expect(checkImports(repo(files))).toEqual([]);
    const leaks = {
      ...files,
      'apps/server/src/modules/payments/payment-gateway-setup.ts':
        "import { startTossSandbox } from '@ft/toss-sandbox';",
      'apps/server/src/app.ts': `${used['apps/server/src/app.ts']}\nimport { s } from './test/payment-sandbox.ts';`,
      'apps/server/src/server.ts': "import { s } from '../../../tools/toss-sandbox/src/index.ts';",
      'tools/toss-sandbox/src/gateway.ts':
        "import type { G } from '../../../apps/server/src/modules/payments/gateway/gateway.ts';",
    };
    expect(checkImports(repo(leaks))).toEqual([
      'apps/server/src/app.ts: production server code imports a test double; only tests and src/test/ may (a test helper) (./test/payment-sandbox.ts)',
      'apps/server/src/modules/payments/payment-gateway-setup.ts: production server code imports a test double; only tests and src/test/ may (@ft/toss-sandbox)',
      'apps/server/src/server.ts: production server code imports a test double; only tests and src/test/ may (a tool) (../../../tools/toss-sandbox/src/index.ts)',
      'tools/toss-sandbox/src/gateway.ts: a tool imports an app (../../../apps/server/src/modules/payments/gateway/gateway.ts)',
    ]);
  });

  it('refuses server and shared rules reading the system clock instead of the one tests can move', () => {
    const files = {
      ...used,
      'packages/shared/src/domain/clock.ts': 'export const currentTimeMs = () => Date.now();',
      'packages/shared/src/domain/today.ts': 'export const today = () => new Date().toISOString();',
      'apps/server/src/modules/bookings/expiry.ts': 'export const late = (end) => end < Date.now();',
      'apps/server/src/modules/bookings/expiry.test.ts': 'const at = new Date();',
      'apps/server/src/lib/cache.ts': 'export const stamp = () => Date.now();',
    };
    expect(checkImports(repo(files))).toEqual([
      'packages/shared/src/domain/today.ts: reads the system clock; take the time from currentTime() (packages/shared/src/domain/clock.ts)',
      'apps/server/src/modules/bookings/expiry.ts: reads the system clock; take the time from currentTime() (packages/shared/src/domain/clock.ts)',
    ]);
  });

  it('refuses ICU formatting in the web app and the shared package, and lets the server and tests use it', () => {
    const files = {
      ...used,
      [web('lib/price.ts')]: "export const price = (n) => n.toLocaleString('ko-KR');",
      [web('lib/day.ts')]: "export const day = new Intl.DateTimeFormat('ko-KR');",
      'packages/shared/src/sort.ts': 'export const byName = (a, b) => a.localeCompare(b);',
      [web('lib/price.test.ts')]: "const icu = new Intl.NumberFormat('ko-KR');",
      'apps/server/src/lib/statement.ts': "export const total = (n) => n.toLocaleString('ko-KR');",
    };
    expect(checkImports(repo(files))).toEqual([
      'packages/shared/src/sort.ts: formats through ICU (Intl, toLocaleString); use groupDigits or shell/format.ts',
      `${web('lib/day.ts')}: formats through ICU (Intl, toLocaleString); use groupDigits or shell/format.ts`,
      `${web('lib/price.ts')}: formats through ICU (Intl, toLocaleString); use groupDigits or shell/format.ts`,
    ]);
  });

  it('refuses a query key written inline in the web app, and keys objects outside api/ folders and lib/', () => {
    const keys =
      "export const bookingKeys = {\n  all: ['bookings'] as const,\n  detail: (id) => ['bookings', id] as const,\n};";
    const files = {
      ...used,
      [web('features/booking/api/bookings.ts')]:
        `${keys}\nexport const q = (id) => queryOptions({ queryKey: bookingKeys.detail(id) });`,
      [web('lib/site.ts')]: "export const siteKeys = { site: ['site'] as const };",
      [web('app/live.ts')]: 'client.invalidateQueries({ queryKey: bookingKeys.all });',
      [web('app/live.test.ts')]:
        "client.setQueryData(['bookings', 'b1'], 1);\nconst o = { queryKey: ['bookings'] };",
      'apps/server/src/cache.ts': "const o = { queryKey: ['bookings'] };",
    };
    expect(checkImports(repo(files))).toEqual([]);
    const inline = {
      ...files,
      [web('features/payments/api/payments.ts')]: "client.invalidateQueries({ queryKey: ['bookings'] });",
      [web('features/payments/components/pay.tsx')]: "client.setQueryData<number>(['payments', id], 1);",
      [web('app/live.ts')]: "const keys = [{ queryKey: [ 'kept-truck' ] }];",
      [web('features/booking/components/keys.ts')]: keys,
    };
    const why = 'writes a query key inline; use the keys object of the feature that owns it';
    expect(checkImports(repo(inline)).sort()).toEqual([
      `${web('app/live.ts')}: ${why}`,
      `${web('features/booking/components/keys.ts')}: defines query keys outside a feature's api/ folder, shell/ or lib/`,
      `${web('features/payments/api/payments.ts')}: ${why}`,
      `${web('features/payments/components/pay.tsx')}: ${why}`,
    ]);
  });

  it('refuses import circles, type-only and lazy ones too, and lets a chain be', () => {
    const files = {
      ...used,
      'packages/shared/src/errors/catalog.ts':
        "import { RULES } from '../domain/editing.ts';\nexport type Code = 'A';",
      'packages/shared/src/domain/editing.ts':
        "import type { Code } from '../errors/catalog.ts';\nexport const RULES = 1;",
      [web('app/routes.tsx')]: "export const page = () => import('./routes/review.tsx');",
      [web('app/routes/review.tsx')]: "import { preload } from '../hooks/preload.ts';",
      [web('app/hooks/preload.ts')]: "import { page } from '../routes.tsx';",
      [web('lib/a.ts')]: "import { b } from './b.ts';",
      [web('lib/b.ts')]: "import { c } from './c.ts';",
      [web('lib/c.ts')]: 'export const c = 1;',
    };
    expect(checkImports(repo(files))).toEqual([
      'import circle: packages/shared/src/domain/editing.ts ⇄ packages/shared/src/errors/catalog.ts (move what they share into a file of its own)',
      'import circle: apps/web/src/app/hooks/preload.ts ⇄ apps/web/src/app/routes.tsx ⇄ apps/web/src/app/routes/review.tsx (move what they share into a file of its own)',
    ]);
  });
});
