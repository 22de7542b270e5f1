import {
  NETWORK_MESSAGES,
  UPLOAD_LIMITS,
  type UploadedDocument,
  type UploadedImage,
  type UploadFolder,
} from '@ft/shared';
import {
  ApiError,
  type ApiPayload,
  apiErrorFromAnswer,
  apiHeaders,
  noAnswerError,
  sessionRenewal,
} from '../shell/api-client.ts';

/**
 * The upload client (docs/product.md § Domain, Uploads): multipart forms sent with XMLHttpRequest, because
 * fetch cannot report how much of a body has gone (a 10 MB photo on a slow phone takes a while, and a bar
 * that moves is what keeps people from leaving). Headers, credentials and errors are apiRequest's own.
 * Nothing here retries or toasts: an upload row shows its own failure with 다시 시도.
 */

export interface UploadOptions {
  /** 0 → 1 while the body is sent; 1 once the server has answered. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** A 401 renews the session once and sends the form again, as apiRequest does (docs/product.md § States). */
export function uploadForm<T>(path: string, form: FormData, opts: UploadOptions = {}): Promise<T> {
  return sessionRenewal(path)(() => sendForm<T>(path, form, opts));
}

function sendForm<T>(path: string, form: FormData, opts: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new DOMException('upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      // The last bytes are the server's work (checking, re-encoding): hold the bar short of full until it answers.
      if (event.lengthComputable && event.total > 0)
        opts.onProgress?.(Math.min(event.loaded / event.total, 0.95));
    };
    xhr.onload = () => {
      let payload: (ApiPayload & { data?: T }) | null = null;
      try {
        payload = JSON.parse(xhr.responseText) as ApiPayload & { data?: T };
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload && payload.success !== false) {
        opts.onProgress?.(1);
        resolve(payload.data as T);
        return;
      }
      void apiErrorFromAnswer(xhr.status, payload, xhr.getResponseHeader('retry-after')).then(reject);
    };
    xhr.onerror = () => reject(noAnswerError());
    xhr.ontimeout = () => reject(new ApiError(NETWORK_MESSAGES.timeout, 'CONNECTION_TIMEOUT', 0));
    xhr.onabort = () => reject(new DOMException('upload cancelled', 'AbortError'));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export type ImageFolder = Exclude<UploadFolder, 'documents' | 'messages'>;

export function uploadImage(file: File, folder: ImageFolder, opts?: UploadOptions): Promise<UploadedImage> {
  const form = new FormData();
  form.append('folder', folder);
  form.append('image', file);
  return uploadForm<UploadedImage>('/api/v1/upload/image', form, opts);
}

/** Up to UPLOAD_LIMITS.imagesPerCall at once; one bad file fails the call and nothing of it is kept. */
export function uploadImages(
  files: readonly File[],
  folder: ImageFolder,
  opts?: UploadOptions,
): Promise<UploadedImage[]> {
  const form = new FormData();
  form.append('folder', folder);
  for (const file of files) form.append('images', file);
  return uploadForm<UploadedImage[]>('/api/v1/upload/images', form, opts);
}

/** A private paper: the answer's URL is signed and expires; `path` renews it. */
export function uploadDocument(file: File, opts?: UploadOptions): Promise<UploadedDocument> {
  const form = new FormData();
  form.append('folder', 'documents');
  form.append('document', file);
  return uploadForm<UploadedDocument>('/api/v1/upload/document', form, opts);
}

const MB = 1024 * 1024;

/** 2048 → "2KB", 3_500_000 → "3.3MB": how a file's size reads on a phone. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < MB) return `${Math.round(bytes / 1024)}KB`;
  return `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)}MB`;
}

/**
 * What the server would refuse, said before a byte is sent (the server still decides by the bytes). An empty
 * type — some Android file pickers send none — is left to the server.
 */
export function fileProblem(file: File, kind: 'image' | 'document'): string | null {
  const limit = kind === 'image' ? UPLOAD_LIMITS.imageMaxBytes : UPLOAD_LIMITS.documentMaxBytes;
  const types: readonly string[] =
    kind === 'image' ? UPLOAD_LIMITS.imageMimeTypes : UPLOAD_LIMITS.documentMimeTypes;
  if (file.type && !types.includes(file.type)) {
    return kind === 'image' ? 'JPG, PNG, WebP 사진만 올릴 수 있어요' : 'PDF, JPG, PNG 파일만 올릴 수 있어요';
  }
  if (file.size > limit) {
    return `${limit / MB}MB 이하 파일만 올릴 수 있어요 (이 파일은 ${formatFileSize(file.size)})`;
  }
  if (file.size === 0) return '빈 파일이에요. 다른 파일을 골라주세요';
  return null;
}

export const isAbort = (error: unknown) => (error as Error | null)?.name === 'AbortError';
