import { MINUTE_MS, UPLOAD_LIMITS, VENDOR_DOCUMENT_LABELS, type VendorDocumentKind } from '@ft/shared';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { fileProblem, formatFileSize, isAbort } from '../../../lib/uploads.ts';
import type { ApiError } from '../../../shell/api-client.ts';
import { useRefreshDocumentUrlMutation, useUploadDocumentMutation } from '../api/uploads.ts';
import type { DraftDocument } from '../draft/application-draft.ts';
import { ProgressBar } from './progress-bar.tsx';

/** A signed link is renewed a little before it runs out, so a tap never opens an expired one. */
const EXPIRY_MARGIN_MS = MINUTE_MS;
export const isLinkExpired = (doc: Pick<DraftDocument, 'expiresAt'>, now = Date.now()) =>
  !(Date.parse(doc.expiresAt) - EXPIRY_MARGIN_MS > now);

/** Files the server refuses whatever the try: another file is the fix, not 다시 시도. */
const isFinalRefusal = (error: ApiError) =>
  error.status === 413 || error.status === 415 || error.status === 400;

const ACTION =
  'flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-xl border border-gray-300 bg-white px-3 text-[15px] font-semibold text-gray-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700';

/** A file input dressed as a button; its accessible name says which paper it is for. */
function FilePick({
  label,
  srLabel,
  capture,
  accept,
  onPick,
  children,
}: {
  label: string;
  srLabel: string;
  capture?: boolean;
  accept: string;
  onPick: (file: File) => void;
  children?: ReactNode;
}) {
  return (
    <label className={ACTION}>
      {children}
      <span aria-hidden="true">{label}</span>
      <input
        type="file"
        accept={accept}
        // Only the camera button opens the camera straight away: with `capture` a phone offers no file
        // browser, and most papers arrive as PDFs.
        capture={capture ? 'environment' : undefined}
        aria-label={srLabel}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </label>
  );
}

const CameraIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
  >
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </svg>
);
const FileIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
  >
    <path d="M6 3h8l4 4v14H6zM14 3v4h4" />
  </svg>
);

/**
 * One paper of the application: what it is, whether it is in, and the ways to put it in (camera or a file),
 * with a progress bar while it goes up, 다시 시도 when the network failed, and 보기 / 바꾸기 / 삭제 once it is
 * there. A paper's link is private and expires; 보기 renews it first when it has.
 */
export function DocumentRow({
  kind,
  required,
  file,
  serverError,
  onChange,
  onBusyChange,
}: {
  kind: VendorDocumentKind;
  required: boolean;
  file: DraftDocument | undefined;
  serverError?: string | undefined;
  onChange: (file: DraftDocument | undefined) => void;
  /** Told when an upload starts and ends, by kind: the step waits for every paper before moving on. */
  onBusyChange?: (kind: VendorDocumentKind, busy: boolean) => void;
}) {
  const headingId = useId();
  const label = VENDOR_DOCUMENT_LABELS[kind];
  const upload = useUploadDocumentMutation();
  const refresh = useRefreshDocumentUrlMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ message: string; retry: File | null } | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  // An hour-old link is renewed when the step opens: 보기 then works at once, and a paper the server no
  // longer has is found out now, not at submit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per paper shown
  useEffect(() => {
    if (file && isLinkExpired(file)) void freshLink(file);
  }, [file?.id]);
  useEffect(() => onBusyChange?.(kind, progress !== null), [kind, progress, onBusyChange]);

  const start = async (chosen: File) => {
    const problem = fileProblem(chosen, 'document');
    if (problem) return setFailure({ message: problem, retry: null });
    setFailure(null);
    setProgress(0);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const uploaded = await upload.mutateAsync({
        file: chosen,
        onProgress: setProgress,
        signal: controller.signal,
      });
      onChange({ ...uploaded, uploadedAt: Date.now() });
    } catch (error) {
      if (isAbort(error)) return;
      const apiError = error as ApiError;
      setFailure({ message: apiError.message, retry: isFinalRefusal(apiError) ? null : chosen });
    } finally {
      if (abort.current === controller) abort.current = null;
      setProgress(null);
    }
  };

  /** The link as it stands, or a renewed one; null when the file is gone (the person uploads it again). */
  const freshLink = async (doc: DraftDocument): Promise<string | null> => {
    if (!isLinkExpired(doc)) return doc.url;
    try {
      const renewed = await refresh.mutateAsync({ path: doc.path });
      onChange({ ...doc, url: renewed.url, expiresAt: renewed.expiresAt });
      return renewed.url;
    } catch (error) {
      const apiError = error as ApiError;
      if (apiError.status === 404) {
        onChange(undefined);
        setFailure({ message: '보관 기간이 지나 파일이 지워졌어요. 다시 올려주세요', retry: null });
      } else {
        setFailure({ message: `파일을 열지 못했어요. ${apiError.message}`, retry: null });
      }
      return null;
    }
  };

  const view = async (doc: DraftDocument) => {
    // The window opens inside the tap (popup blockers allow that) and goes to the link once it is known.
    const opened = window.open('', '_blank');
    const url = await freshLink(doc);
    if (!opened) {
      if (url) window.location.assign(url);
      return;
    }
    if (!url) return opened.close();
    opened.opener = null;
    opened.location.href = url;
  };

  const uploading = progress !== null;
  const status = uploading
    ? { text: `올리는 중 ${Math.round((progress ?? 0) * 100)}%`, tone: 'text-brand-700' }
    : file
      ? { text: '제출 완료', tone: 'text-emerald-700' }
      : failure
        ? { text: '다시 올려주세요', tone: 'text-red-700' }
        : { text: required ? '미제출' : '', tone: 'text-gray-600' };
  const error = failure?.message ?? serverError;
  const accept = UPLOAD_LIMITS.documentMimeTypes.join(',');

  return (
    <li
      id={`document-${kind}`}
      aria-labelledby={headingId}
      className="rounded-2xl border border-gray-200 p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="flex items-center gap-2 text-base font-bold">
          {label}
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${required ? 'bg-brand-50 text-brand-800' : 'bg-gray-100 text-gray-700'}`}
          >
            {required ? '필수' : '선택'}
          </span>
        </h3>
        <p className={`shrink-0 text-sm font-semibold ${status.tone}`}>{status.text}</p>
      </div>
      {kind === 'gas_safety' && !file && (
        <p className="mt-1 text-sm text-gray-600">LPG 등 가스를 쓰는 트럭만 올려주세요.</p>
      )}

      {uploading ? (
        <div className="mt-3 flex items-center gap-3">
          <ProgressBar value={progress ?? 0} label={`${label} 올리는 중`} />
          <button
            type="button"
            onClick={() => abort.current?.abort()}
            className="min-h-11 shrink-0 rounded-xl px-3 text-sm font-semibold text-gray-700"
          >
            취소
          </button>
        </div>
      ) : file ? (
        <>
          <p className="mt-2 flex min-w-0 items-center gap-2 text-sm text-gray-800">
            <FileIcon />
            <span className="truncate">{file.fileName}</span>
            <span className="shrink-0 text-gray-600">{formatFileSize(file.byteSize)}</span>
          </p>
          <div className="mt-3 grid grid-cols-3 gap-2">
            <a
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label} 보기`}
              onClick={(event) => {
                if (!isLinkExpired(file)) return;
                event.preventDefault();
                void view(file);
              }}
              className={ACTION}
            >
              보기
            </a>
            <FilePick label="바꾸기" srLabel={`${label} 다른 파일로 바꾸기`} accept={accept} onPick={start} />
            <button
              type="button"
              aria-label={`${label} 삭제`}
              onClick={() => onChange(undefined)}
              className={`${ACTION} text-red-700`}
            >
              삭제
            </button>
          </div>
        </>
      ) : (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <FilePick label="촬영하기" srLabel={`${label} 촬영하기`} accept="image/*" capture onPick={start}>
            <CameraIcon />
          </FilePick>
          <FilePick label="파일 선택" srLabel={`${label} 파일 선택`} accept={accept} onPick={start}>
            <FileIcon />
          </FilePick>
        </div>
      )}

      {error && (
        <div
          role="alert"
          className="mt-3 flex items-center justify-between gap-2 rounded-xl bg-red-50 px-3 py-2"
        >
          <p className="text-sm text-red-800">{error}</p>
          {failure?.retry && (
            <button
              type="button"
              onClick={() => failure.retry && void start(failure.retry)}
              className="min-h-11 shrink-0 rounded-lg px-2 text-sm font-bold text-red-800 underline"
            >
              다시 시도
            </button>
          )}
        </div>
      )}
    </li>
  );
}
