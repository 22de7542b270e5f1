import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, users } from '../../db/schema/index.ts';
import { applicantCaller, type Caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applicationBody, multipartForm, photoBytes, samplePdf } from '../../test/vendor-fixtures.ts';
import { removeUnreferencedFiles } from './file-cleanup.ts';

let t: TestApp;
let person: Caller;
let filesRoot: string;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
  person = await applicantCaller(t.app, 'cleanup@example.com');
  filesRoot = path.join(t.app.config.dataDir, 'files');
});
afterAll(() => t.close());

const db = () => t.app.database.db;
async function uploadImage(folder = 'trucks') {
  const res = await person.call({
    method: 'POST',
    url: '/api/v1/upload/image',
    ...multipartForm([
      { name: 'folder', value: folder },
      { name: 'image', filename: 'p.jpg', type: 'image/jpeg', bytes: await photoBytes() },
    ]),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}
async function uploadDocument() {
  const res = await person.call({
    method: 'POST',
    url: '/api/v1/upload/document',
    ...multipartForm([
      { name: 'document', filename: 'paper.pdf', type: 'application/pdf', bytes: samplePdf() },
    ]),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}
/** Every object a row points to, and whether each is still stored. */
async function objectsOf(id: string) {
  const [row] = await db().select().from(files).where(eq(files.id, id));
  const keys = [row?.storageKey, row?.mediumKey, row?.thumbnailKey].filter((k): k is string => Boolean(k));
  return keys;
}
const stored = (key: string) => fs.existsSync(path.join(filesRoot, key));
const backdate = (ids: string[], hours: number) =>
  db()
    .update(files)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(inArray(files.id, ids));
const rowExists = async (id: string) =>
  (await db().select().from(files).where(eq(files.id, id))).length === 1;

describe('removeUnreferencedFiles', () => {
  it('removes rows and objects of files older than 24 h that nothing uses, and keeps every other file', async () => {
    const abandonedImage = await uploadImage();
    const abandonedPaper = await uploadDocument();
    const recent = await uploadImage();
    const profile = await uploadImage('profiles');
    const profileMedium = await uploadImage('profiles');
    // A submitted application holds its truck and menu photos and its papers.
    const body = await applicationBody(db(), person);
    const applied = await person.call({ method: 'POST', url: '/api/v1/foodtrucks/apply', payload: body });
    expect(applied.statusCode).toBe(201);
    const held = [
      ...body.truckPhotoIds,
      ...(body.menuPhotoIds ?? []),
      ...body.documents.map((d) => d.fileId),
    ];
    // Profile pictures are kept by URL, whichever size the person chose.
    const [profileKeys, mediumKeys] = [await objectsOf(profile), await objectsOf(profileMedium)];
    await db()
      .update(users)
      .set({ profileImageUrl: `/files/${profileKeys[0]!.slice('public/'.length)}` })
      .where(eq(users.email, 'cleanup@example.com'));
    await signedUpCaller(t.app, 'cleanup-other@example.com');
    await db()
      .update(users)
      .set({ profileImageUrl: `/files/${mediumKeys[1]!.slice('public/'.length)}` })
      .where(eq(users.email, 'cleanup-other@example.com'));

    const old = [abandonedImage, abandonedPaper, profile, profileMedium, ...held];
    await backdate(old, 25);
    await backdate([recent], 23);
    const gone = [...(await objectsOf(abandonedImage)), ...(await objectsOf(abandonedPaper))];
    const kept = await Promise.all([recent, profile, profileMedium, ...held].map(objectsOf));
    expect(gone.every(stored)).toBe(true);

    const counts = await removeUnreferencedFiles(db(), t.app.storage);
    expect(counts).toEqual({ files: 2, objects: 4 });
    expect(await rowExists(abandonedImage)).toBe(false);
    expect(await rowExists(abandonedPaper)).toBe(false);
    expect(gone.some(stored)).toBe(false);
    for (const id of [recent, profile, profileMedium, ...held]) expect(await rowExists(id)).toBe(true);
    expect(kept.flat().every(stored)).toBe(true);
    // The application still shows every paper.
    const mine = await person.call({ method: 'GET', url: '/api/v1/foodtrucks/mine' });
    expect(mine.statusCode).toBe(200);

    // Again: nothing more to do.
    expect(await removeUnreferencedFiles(db(), t.app.storage)).toEqual({ files: 0, objects: 0 });
    // A day later the recent one is old enough.
    expect(
      await removeUnreferencedFiles(db(), t.app.storage, new Date(Date.now() + 2 * 60 * 60 * 1000)),
    ).toEqual({
      files: 1,
      objects: 3,
    });
  });

  it('is safe to run from several instances at once, and when an object is already gone', async () => {
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(i % 2 ? await uploadImage() : await uploadDocument());
    await backdate(ids, 48);
    const firstKeys = await objectsOf(ids[0]!);
    fs.rmSync(path.join(filesRoot, firstKeys[0]!));
    const runs = await Promise.all([
      removeUnreferencedFiles(db(), t.app.storage),
      removeUnreferencedFiles(db(), t.app.storage),
      removeUnreferencedFiles(db(), t.app.storage),
    ]);
    expect(runs.reduce((sum, run) => sum + run.files, 0)).toBe(6);
    expect(runs.reduce((sum, run) => sum + run.objects, 0)).toBe(3 * 3 + 3);
    for (const id of ids) expect(await rowExists(id)).toBe(false);
  });
});
