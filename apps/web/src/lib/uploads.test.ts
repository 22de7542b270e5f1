import { UPLOAD_LIMITS } from '@ft/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setSessionRefresher, setUnauthorizedHandler } from '../shell/api-client.ts';
import { fileProblem, formatFileSize, uploadDocument, uploadImage } from './uploads.ts';

/** Enough of XMLHttpRequest to play a server: records what was sent, answers when told. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, payload: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(payload);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('upload client', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
  afterEach(() => vi.unstubAllGlobals());

  it('sends a multipart form with the API headers and credentials, reports progress and returns the data', async () => {
    const progress: number[] = [];
    const done = uploadImage(file('truck.png', 'image/png'), 'trucks', {
      onProgress: (p) => progress.push(p),
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/upload/image');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['x-client-version']).toBe('1.0.0');
    expect(xhr.headers.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(xhr.headers['content-type']).toBeUndefined(); // the browser writes the multipart boundary
    expect(xhr.body?.get('folder')).toBe('trucks');
    expect((xhr.body!.get('image') as File).name).toBe('truck.png');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.answer(201, { success: true, data: { id: 'a', url: '/files/trucks/a.webp' } });
    await expect(done).resolves.toEqual({ id: 'a', url: '/files/trucks/a.webp' });
    // Held short of full until the server has answered.
    expect(progress).toEqual([0.5, 0.95, 1]);
  });

  it('turns a refusal into the ApiError apiRequest would throw', async () => {
    const done = uploadDocument(file('big.pdf', 'application/pdf'));
    expect(FakeXhr.last.body?.get('folder')).toBe('documents');
    FakeXhr.last.answer(413, { success: false, error: '파일이 너무 커요.', code: 'FILE_TOO_LARGE' });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE', message: '파일이 너무 커요.' });
  });

  it('ends the session on a 401 like every other call', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const done = uploadImage(file('a.png', 'image/png'), 'menus');
    FakeXhr.last.answer(401, { success: false, error: '로그인이 필요합니다.', code: 'AUTH_ERROR' });
    await expect(done).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('renews the session once on a 401 and sends the form again (docs/product.md § States)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const refresher = vi.fn(async () => true);
    setSessionRefresher(refresher);
    try {
      const done = uploadImage(file('a.png', 'image/png'), 'menus');
      const first = FakeXhr.last;
      first.answer(401, { success: false, error: '로그인이 필요합니다.', code: 'AUTH_ERROR' });
      await vi.waitFor(() => expect(FakeXhr.last).not.toBe(first));
      expect((FakeXhr.last.body!.get('image') as File).name).toBe('a.png');
      FakeXhr.last.answer(201, { success: true, data: { id: 'b' } });
      await expect(done).resolves.toEqual({ id: 'b' });
      expect(refresher).toHaveBeenCalledOnce();
      expect(onUnauthorized).not.toHaveBeenCalled();
    } finally {
      setSessionRefresher(null);
    }
  });

  it('says a lost connection as the API client does, and stops when cancelled', async () => {
    const lost = uploadImage(file('a.png', 'image/png'), 'trucks');
    FakeXhr.last.onerror?.();
    await expect(lost).rejects.toMatchObject({ code: 'NO_RESPONSE', status: 0 });
    const controller = new AbortController();
    const cancelled = uploadImage(file('a.png', 'image/png'), 'trucks', { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('fileProblem', () => {
  it('refuses before sending what the server would refuse', () => {
    expect(fileProblem(file('a.gif', 'image/gif'), 'image')).toContain('JPG, PNG, WebP');
    expect(fileProblem(file('a.docx', 'application/msword'), 'document')).toContain('PDF, JPG, PNG');
    expect(fileProblem(file('a.png', 'image/png', UPLOAD_LIMITS.imageMaxBytes + 1), 'image')).toContain(
      '10MB',
    );
    expect(
      fileProblem(file('a.pdf', 'application/pdf', UPLOAD_LIMITS.imageMaxBytes + 1), 'document'),
    ).toBeNull();
    expect(fileProblem(file('a', '', 0), 'image')).toContain('빈 파일');
    // No type at all (some Android pickers): the server reads the bytes.
    expect(fileProblem(file('scan', ''), 'document')).toBeNull();
  });

  it('writes sizes as a phone shows them', () => {
    expect(formatFileSize(329)).toBe('329B');
    expect(formatFileSize(2048)).toBe('2KB');
    expect(formatFileSize(3_500_000)).toBe('3.3MB');
    expect(formatFileSize(15 * 1024 * 1024)).toBe('15MB');
  });
});
