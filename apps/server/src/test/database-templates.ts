import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { createStorage } from '../lib/storage.ts';

/**
 * Migrating and seeding a database takes seconds; copying one takes a fraction of that. The test run builds
 * each common starting point once (global-setup.ts) and every API test file starts from a copy of it: an
 * in-memory PGlite loaded from a dump of the template's data directory, or on PostgreSQL a new database
 * created `TEMPLATE` the migrated one.
 */
export const TEMPLATE_SEEDS = { empty: { demo: false }, demo: { demo: true } } as const;
export type TemplateName = keyof typeof TEMPLATE_SEEDS;

/** Where the templates are, for the test workers (which inherit the run's environment). */
const TEMPLATES_ENV = 'FT_TEST_TEMPLATES';

type Templates =
  | { driver: 'pglite'; dumps: Record<TemplateName, string> }
  | { driver: 'postgres'; databases: Record<TemplateName, string> };

/** One statement on the PostgreSQL server itself (create or drop a database), on a connection of its own. */
export const adminQuery = async (serverUrl: string, statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

export const databaseUrlFor = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function seedInto(databaseUrl: string | undefined, name: TemplateName, dir: string) {
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl });
  await seedDatabase(database.db, await createStorage(config), {
    ...TEMPLATE_SEEDS[name],
    demoPassword: config.demoPassword,
    photos: false,
  });
  return database;
}

/** Builds every template; the returned function removes them. Sets the environment the workers read. */
export async function buildTemplates(serverUrl: string | undefined): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-test-templates-'));
  const names = Object.keys(TEMPLATE_SEEDS) as TemplateName[];
  let templates: Templates;
  let dropDatabases = async () => {};
  if (serverUrl) {
    const databases = {} as Record<TemplateName, string>;
    // Side by side: each mostly waits on the PostgreSQL server.
    await Promise.all(
      names.map(async (name) => {
        databases[name] = `ft_template_${process.pid}_${name}`;
        await adminQuery(serverUrl, `create database ${databases[name]}`);
        const database = await seedInto(databaseUrlFor(serverUrl, databases[name]), name, dir);
        // A template with a session open cannot be copied.
        await database.close();
      }),
    );
    templates = { driver: 'postgres', databases };
    dropDatabases = async () => {
      for (const name of names)
        await adminQuery(serverUrl, `drop database if exists ${databases[name]} with (force)`);
    };
  } else {
    const dumps = {} as Record<TemplateName, string>;
    // One after the other: PGlite runs on this thread, so side by side gains nothing.
    for (const name of names) {
      const database = await seedInto(undefined, name, dir);
      dumps[name] = path.join(dir, `${name}.tar`);
      fs.writeFileSync(dumps[name], Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
      await database.close();
    }
    templates = { driver: 'pglite', dumps };
  }
  process.env[TEMPLATES_ENV] = JSON.stringify(templates);
  return async () => {
    await dropDatabases();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/** A fresh copy of the template: its PGlite dump, or the name of a new PostgreSQL database made from it. */
export async function copyTemplate(
  name: TemplateName,
  serverUrl: string | undefined,
  newDatabase: string,
): Promise<{ loadDataDir: Blob } | { databaseUrl: string } | undefined> {
  const raw = process.env[TEMPLATES_ENV];
  if (!raw) return undefined;
  const templates = JSON.parse(raw) as Templates;
  if (templates.driver === 'pglite') {
    if (serverUrl) return undefined;
    return { loadDataDir: new Blob([fs.readFileSync(templates.dumps[name])]) };
  }
  if (!serverUrl) return undefined;
  await adminQuery(serverUrl, `create database ${newDatabase} template ${templates.databases[name]}`);
  return { databaseUrl: databaseUrlFor(serverUrl, newDatabase) };
}
