import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * The API document (/api/docs/json, plugins/openapi.ts) as others would use it: Redocly's recommended rules
 * find no error in it, and a client generated from it by openapi-typescript compiles under `strict`.
 */
let t: TestApp;
let document: {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};
interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-openapi-'));

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  await t.app.ready();
  document = t.app.swagger() as unknown as typeof document;
  fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document));
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, operation]) => ({ url, method, operation })),
  );

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error", () => {
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const lint = spawnSync(
      process.execPath,
      [cli, 'lint', path.join(dir, 'openapi.json'), '--extends', 'recommended', '--format', 'json'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((e) => `${e.ruleId} ${e.location[0]?.pointer}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('names who may call each operation, and documents the headers and the error envelope', () => {
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const ids = new Set<string>();
    for (const { url, method, operation } of operations()) {
      expect(url.startsWith('/api/'), url).toBe(true);
      expect(operation.summary, `${method} ${url}`).toBeTruthy();
      expect(ids.has(operation.operationId!), operation.operationId).toBe(false);
      ids.add(operation.operationId!);
      expect(operation.security, `${method} ${url}`).toBeDefined();
      expect(operation.responses['4XX']?.content?.['application/json']?.schema?.$ref).toBe(
        '#/components/schemas/ErrorEnvelope',
      );
    }
    const op = (method: string, url: string) => document.paths[url]![method]!;
    expect(op('get', '/api/v1/foodtrucks').security).toEqual([]);
    expect(op('get', '/api/v1/bookings').security).toEqual([{ session: [] }]);
    const create = op('post', '/api/v1/bookings');
    expect(create.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'header', name: 'X-Client-Version', required: true }),
        expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
      ]),
    );
    // Kakao's and the gateway's calls carry no browser header.
    expect(op('post', '/api/v1/payments/webhook').parameters ?? []).not.toContainEqual(
      expect.objectContaining({ name: 'X-Client-Version' }),
    );
    expect(Object.keys(op('post', '/api/v1/upload/images').requestBody!.content)).toEqual([
      'multipart/form-data',
    ]);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['ErrorEnvelope', 'User', 'BookingDetail', 'FoodTruckDetail']),
    );
    expect(Object.keys(document.paths).filter((url) => !url.startsWith('/api/'))).toEqual([]);
  });

  it('generates a client with openapi-typescript that compiles under strict', async () => {
    fs.writeFileSync(path.join(dir, 'api.ts'), astToString(await openapiTS(document as never)));
    fs.writeFileSync(
      path.join(dir, 'client.ts'),
      [
        "import type { components, paths } from './api.ts';",
        "type Booking = components['schemas']['BookingDetail'];",
        "type Create = paths['/api/v1/bookings']['post'];",
        "type Body = NonNullable<Create['requestBody']>['content']['application/json'];",
        'export const statusOf = (booking: Booking): string => booking.status;',
        'export const guestsOf = (body: Body): number => body.info.guestCount;',
        "export type Failure = components['schemas']['ErrorEnvelope']['code'];",
      ].join('\n'),
    );
    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      skipLibCheck: true,
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });
});
