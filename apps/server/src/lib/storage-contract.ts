// What every storage driver is (local files, S3): the interface and the header they share. Both drivers
// import it from here, so neither imports the other.
import type { Readable } from 'node:stream';
import type { SignatureCheck } from './signed-urls.ts';

export interface StoredObject {
  body: Readable;
  byteSize: number;
  contentType: string;
}

export interface SignedUrl {
  url: string;
  expiresAt: Date;
}

/** How a private file is handed over: its type and the name the browser shows or saves it under. */
export interface PrivateFileMeta {
  contentType: string;
  fileName: string;
}

/**
 * Where files live: local disk or an S3-compatible bucket (docs/decisions/085). Keys are the server's own:
 * `public/<folder>/<uuid>…` (served at /files/…) and `private/documents/<uuid>.<ext>` (signed URLs only).
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or undefined when there is no such key. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes a stored file; one that is already gone is fine. */
  remove(key: string): Promise<void>;
  /** A URL that gives this one file to whoever holds it, for `expiresInSeconds`: how private files are shown. */
  signedUrl(key: string, expiresInSeconds: number, meta: PrivateFileMeta): Promise<SignedUrl>;
  /**
   * Local disk only: the folder the static file server serves /files/ from. Without it (S3), /files/ is read
   * through `get`.
   */
  readonly publicRoot?: string;
  /** Local disk only: checks a URL `signedUrl` made (S3 checks its own). */
  verifySignedUrl?(key: string, expires: string | undefined, sig: string | undefined): SignatureCheck;
  check(): Promise<boolean>;
}

/**
 * `Content-Disposition: inline` with the file's own name: a plain-ASCII fallback for old clients and the exact
 * name in RFC 5987 form. Nothing the uploader typed can break out of the header.
 */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
