import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantCaller, type Caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type FormPart, multipartForm, photoBytes, samplePdf } from '../../test/vendor-fixtures.ts';

// Small quotas, so that both limits (files and bytes) are reached in a few calls; the real ones are
// UPLOAD_LIMITS.hourlyQuota, counted the same way.
const QUOTA = { images: { files: 3, bytes: 10_000_000 }, documents: { files: 2, bytes: 10_000_000 } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false, config: { uploadQuota: QUOTA } });
});
afterAll(() => t.close());

const paper = (): FormPart => ({
  name: 'document',
  filename: '사업자등록증.pdf',
  type: 'application/pdf',
  bytes: samplePdf(),
});
const sendPaper = (person: Caller) =>
  person.call({ method: 'POST', url: '/api/v1/upload/document', ...multipartForm([paper()]) });
const sendPhotos = async (person: Caller, count: number) =>
  person.call({
    method: 'POST',
    url: '/api/v1/upload/images',
    ...multipartForm(
      await Promise.all(
        Array.from({ length: count }, async () => ({
          name: 'images',
          filename: 'truck.jpg',
          type: 'image/jpeg',
          bytes: await photoBytes(),
        })),
      ),
    ),
  });

describe('upload quotas per person and hour', () => {
  it('refuses papers past the count with 429 and Retry-After; another person carries on', async () => {
    const flooder = await applicantCaller(t.app, 'flood-papers@example.com');
    for (let i = 0; i < QUOTA.documents.files; i++) expect((await sendPaper(flooder)).statusCode).toBe(201);
    const refused = await sendPaper(flooder);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMIT_EXCEEDED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
    const other = await applicantCaller(t.app, 'honest-papers@example.com');
    expect((await sendPaper(other)).statusCode).toBe(201);
  });

  it('counts concurrent calls: 10 at once store no more papers than the quota', async () => {
    const racer = await applicantCaller(t.app, 'race-papers@example.com');
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendPaper(racer)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(QUOTA.documents.files);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(10 - QUOTA.documents.files);
  });

  it('counts bytes too: past them the next call is refused before its body is read', async () => {
    const small = await createTestApp({
      demo: false,
      config: { uploadQuota: { ...QUOTA, images: { files: 100, bytes: 1 } } },
    });
    try {
      const person = await signedUpCaller(small.app, 'bytes-photos@example.com');
      // The first photo's bytes are past the quota: refused once read, nothing stored…
      expect((await sendPhotos(person, 1)).statusCode).toBe(429);
      // …and the next call is refused from the count alone, with the time to wait.
      const next = await sendPhotos(person, 1);
      expect(next.statusCode).toBe(429);
      expect(Number(next.headers['retry-after'])).toBeGreaterThan(3_000);
    } finally {
      await small.close();
    }
  });

  it('limits photos per hour the same way, across calls', async () => {
    const person = await signedUpCaller(t.app, 'flood-photos@example.com');
    expect((await sendPhotos(person, 2)).statusCode).toBe(201);
    expect((await sendPhotos(person, 2)).statusCode).toBe(429);
  });
});
