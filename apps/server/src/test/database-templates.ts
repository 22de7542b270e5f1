import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config/env.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { createStorage } from '../lib/storage.ts';

/**
 * Migrating and seeding a database takes seconds; copying one takes a fraction of that. The test run builds
 * each common starting point once (global-setup.ts) and every API test file starts from a copy of it: a copy
 * of the template's PGlite data folder (opened in about 0.7 s, against 1.5 s to load a dump into memory), or
 * on PostgreSQL a new database created `TEMPLATE` the migrated one. In this order: each template is the one
 * before with more seeded onto it.
 */
export const TEMPLATE_SEEDS = { empty: { demo: false }, demo: { demo: true } } as const;
export type TemplateName = keyof typeof TEMPLATE_SEEDS;

/** Where the templates are, for the test workers (which inherit the run's environment). */
const TEMPLATES_ENV = 'FT_TEST_TEMPLATES';

type Templates =
  | { driver: 'pglite'; dataDirs: Record<TemplateName, string> }
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

/** Seeds a template's data into `database` (on top of what it has: demo data goes onto the empty template). */
async function seedTemplate(database: Database, name: TemplateName, dir: string) {
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
  await seedDatabase(database.db, await createStorage(config), {
    ...TEMPLATE_SEEDS[name],
    demoPassword: config.demoPassword,
    photos: false,
  });
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
        const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, databases[name]) });
        await seedTemplate(database, name, dir);
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
    const dataDirs = {} as Record<TemplateName, string>;
    // One database on disk, migrated once: each template is a copy of its folder as it is reached (empty,
    // then demo seeded on top of it). A copied folder opens in well under a second.
    const work = path.join(dir, 'work');
    for (const name of names) {
      const database = await openDatabase({ dataDir: work });
      await seedTemplate(database, name, dir);
      await database.close();
      dataDirs[name] = path.join(dir, name);
      fs.cpSync(work, dataDirs[name], { recursive: true });
    }
    templates = { driver: 'pglite', dataDirs };
  }
  process.env[TEMPLATES_ENV] = JSON.stringify(templates);
  return async () => {
    await dropDatabases();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/** A fresh copy of the template: its PGlite data folder copied into `dataDir`, or a new PostgreSQL database made from it. */
export async function copyTemplate(
  name: TemplateName,
  serverUrl: string | undefined,
  newDatabase: string,
  /** Where a PGlite copy goes: the data folder the copy is made in. */
  dataDir: string,
): Promise<{ dataDir: string } | { databaseUrl: string } | undefined> {
  const raw = process.env[TEMPLATES_ENV];
  if (!raw) return undefined;
  const templates = JSON.parse(raw) as Templates;
  if (templates.driver === 'pglite') {
    if (serverUrl) return undefined;
    fs.cpSync(templates.dataDirs[name], dataDir, { recursive: true });
    return { dataDir };
  }
  if (!serverUrl) return undefined;
  await adminQuery(serverUrl, `create database ${newDatabase} template ${templates.databases[name]}`);
  return { databaseUrl: databaseUrlFor(serverUrl, newDatabase) };
}

/**
 * A data folder (DATA_DIR) whose PGlite starts as a copy of the template, for a server process of its own: it
 * starts in a second or two instead of migrating. Without templates (a file run on its own), a plain folder.
 */
export function templateDataDir(name: TemplateName, dataDir: string): void {
  const raw = process.env[TEMPLATES_ENV];
  const templates = raw ? (JSON.parse(raw) as Templates) : undefined;
  if (templates?.driver === 'pglite') fs.cpSync(templates.dataDirs[name], dataDir, { recursive: true });
}
