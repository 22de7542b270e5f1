import { UPLOAD_LIMITS } from '@ft/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { fileProblem, type ImageFolder, isAbort } from '../../../lib/uploads.ts';
import type { ApiError } from '../../../shell/api-client.ts';
import { useUploadImageMutation } from '../api/uploads.ts';
import type { DraftImage } from '../draft/application-draft.ts';
import { ProgressBar } from './progress-bar.tsx';

interface Pending {
  key: number;
  file: File;
  preview: string;
  progress: number;
  error: string | null;
  /** A network or server failure: the same file may work on a second try. */
  retryable: boolean;
}

/** Two at a time: fast on Wi-Fi, and a phone on LTE does not choke on ten parallel 5 MB bodies. */
const CONCURRENCY = 2;

const ICON_BUTTON =
  'flex size-11 items-center justify-center rounded-full text-white disabled:opacity-40 [&>span]:flex [&>span]:size-8 [&>span]:items-center [&>span]:justify-center [&>span]:rounded-full [&>span]:bg-black/60';

/**
 * Photos of one kind (the truck, the menu board): a grid with an add tile. Each chosen file goes up on its own
 * call with its own progress, so one bad photo never holds up the others; a failed one stays as a tile with
 * 다시 시도. With `cover`, the first photo is the one lists show, and photos move left and right.
 * The parent owns the photos: `onAdd` is called once per batch (the truck's page saves once per batch).
 */
export function PhotoManager({
  title,
  folder,
  photos,
  max,
  cover = false,
  min = 0,
  onAdd,
  onRemove,
  onMove,
  onBusyChange,
  disabled = false,
  error,
}: {
  title: string;
  folder: ImageFolder;
  photos: readonly DraftImage[];
  max: number;
  cover?: boolean;
  /** Photos that must stay (a listed truck keeps its cover): deleting stops there. */
  min?: number;
  onAdd: (images: DraftImage[]) => void;
  onRemove: (image: DraftImage) => void;
  onMove?: (from: number, to: number) => void;
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  error?: string | undefined;
}) {
  const inputId = useId();
  const upload = useUploadImageMutation();
  const [pending, setPending] = useState<Pending[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const nextKey = useRef(0);
  const aborts = useRef(new Set<AbortController>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const controllers = aborts.current;
    return () => {
      mounted.current = false;
      for (const controller of controllers) controller.abort();
    };
  }, []);
  const busy = pending.some((p) => p.error === null);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const patch = (key: number, change: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const drop = (key: number) =>
    setPending((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((p) => p.key !== key);
    });

  /** Sends the files; the ones that made it are handed over together, in the order they were chosen. */
  const send = async (items: Pending[]) => {
    const done: (DraftImage | null)[] = items.map(() => null);
    let next = 0;
    const worker = async () => {
      while (next < items.length) {
        const index = next++;
        const item = items[index]!;
        const controller = new AbortController();
        aborts.current.add(controller);
        try {
          const image = await upload.mutateAsync({
            file: item.file,
            folder,
            signal: controller.signal,
            onProgress: (progress) => mounted.current && patch(item.key, { progress }),
          });
          done[index] = { ...image, uploadedAt: Date.now() };
        } catch (failure) {
          if (isAbort(failure) || !mounted.current) continue;
          const apiError = failure as ApiError;
          const final = apiError.status === 413 || apiError.status === 415 || apiError.status === 400;
          patch(item.key, { error: apiError.message, retryable: !final });
        } finally {
          aborts.current.delete(controller);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
    const uploaded = done.filter((image): image is DraftImage => image !== null);
    if (!mounted.current) return;
    for (const item of items) if (done[items.indexOf(item)]) drop(item.key);
    if (uploaded.length > 0) onAdd(uploaded);
  };

  const choose = (files: File[]) => {
    const room = max - photos.length - pending.length;
    const taken = files.slice(0, Math.max(room, 0));
    setNotice(
      files.length > taken.length
        ? `사진은 ${max}장까지 올릴 수 있어요. ${files.length - taken.length}장은 빼고 올렸어요.`
        : null,
    );
    const items: Pending[] = taken.map((file) => {
      const problem = fileProblem(file, 'image');
      return {
        key: nextKey.current++,
        file,
        preview: URL.createObjectURL(file),
        progress: 0,
        error: problem,
        retryable: false,
      };
    });
    setPending((list) => [...list, ...items]);
    void send(items.filter((item) => item.error === null));
  };

  const retry = (item: Pending) => {
    patch(item.key, { error: null, progress: 0, retryable: false });
    void send([{ ...item, error: null }]);
  };

  const full = photos.length + pending.length >= max;
  const count = photos.length;
  const tile = 'relative aspect-square overflow-hidden rounded-xl bg-gray-100';

  return (
    <div>
      <div className="mb-2 flex items-baseline justify-between">
        <p className="text-sm font-semibold text-gray-800">{title}</p>
        <p className="text-sm text-gray-600 tabular-nums">
          {count}/{max}장
        </p>
      </div>
      <ul aria-label={title} className="grid grid-cols-3 gap-2">
        {photos.map((photo, index) => {
          const name = `${title} ${index + 1}${cover && index === 0 ? ' (대표)' : ''}`;
          return (
            <li key={photo.id} className={tile}>
              <img
                src={photo.thumbnailUrl}
                alt={name}
                width={400}
                height={267}
                loading="lazy"
                decoding="async"
                onError={() => setBroken((set) => new Set(set).add(photo.id))}
                className="size-full object-cover"
              />
              {broken.has(photo.id) && (
                <p className="absolute inset-0 flex items-center justify-center bg-white/90 p-2 text-center text-xs font-semibold text-red-800">
                  사진을 찾을 수 없어요. 지우고 다시 올려주세요
                </p>
              )}
              {cover && index === 0 && (
                <span className="absolute top-1.5 left-1.5 rounded-full bg-gray-900/80 px-2 py-0.5 text-xs font-bold text-white">
                  대표
                </span>
              )}
              <div className="absolute top-0 right-0">
                <button
                  type="button"
                  aria-label={`${name} 삭제`}
                  disabled={disabled || photos.length <= min}
                  onClick={() => onRemove(photo)}
                  className={ICON_BUTTON}
                >
                  <span>
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 20 20"
                      className="size-4"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.2"
                    >
                      <path d="m5 5 10 10M15 5 5 15" />
                    </svg>
                  </span>
                </button>
              </div>
              {onMove && photos.length > 1 && (
                <div className="absolute inset-x-0 bottom-0 flex">
                  <button
                    type="button"
                    aria-label={`${name} 앞으로`}
                    disabled={disabled}
                    // The first photo has nowhere further forward to go: no button rather than a dead one.
                    hidden={index === 0}
                    onClick={() => onMove(index, index - 1)}
                    className={ICON_BUTTON}
                  >
                    <span>
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 20 20"
                        className="size-4"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.2"
                      >
                        <path d="m12 5-5 5 5 5" />
                      </svg>
                    </span>
                  </button>
                  <button
                    type="button"
                    aria-label={`${name} 뒤로`}
                    disabled={disabled}
                    hidden={index === photos.length - 1}
                    onClick={() => onMove(index, index + 1)}
                    className={`${ICON_BUTTON} ml-auto`}
                  >
                    <span>
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 20 20"
                        className="size-4"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.2"
                      >
                        <path d="m8 5 5 5-5 5" />
                      </svg>
                    </span>
                  </button>
                </div>
              )}
            </li>
          );
        })}
        {pending.map((item) => (
          <li key={item.key} className={tile}>
            <img src={item.preview} alt="" className="size-full object-cover opacity-50" />
            {item.error === null ? (
              <div className="absolute inset-x-2 bottom-2">
                <ProgressBar value={item.progress} label={`${item.file.name} 올리는 중`} />
              </div>
            ) : (
              <div
                role="alert"
                className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-white/90 p-1 text-center"
              >
                <p className="line-clamp-3 text-xs font-semibold text-red-800">{item.error}</p>
                <div className="flex">
                  {item.retryable && (
                    <button
                      type="button"
                      onClick={() => retry(item)}
                      className="min-h-11 px-2 text-xs font-bold text-gray-900 underline"
                    >
                      다시 시도
                    </button>
                  )}
                  <button
                    type="button"
                    onClick={() => drop(item.key)}
                    aria-label={`${item.file.name} 빼기`}
                    className="min-h-11 px-2 text-xs font-bold text-gray-700 underline"
                  >
                    빼기
                  </button>
                </div>
              </div>
            )}
          </li>
        ))}
        {!full && (
          <li className={`${tile} bg-white`}>
            <label
              htmlFor={inputId}
              className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-gray-300 text-sm font-semibold text-gray-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-7"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              >
                <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
                <circle cx="12" cy="13" r="3.5" />
              </svg>
              <span aria-hidden="true">사진 추가</span>
              <input
                id={inputId}
                type="file"
                multiple
                accept={UPLOAD_LIMITS.imageMimeTypes.join(',')}
                aria-label={`${title} 추가`}
                disabled={disabled}
                className="sr-only"
                onChange={(event) => {
                  const files = Array.from(event.target.files ?? []);
                  event.target.value = '';
                  if (files.length > 0) choose(files);
                }}
              />
            </label>
          </li>
        )}
      </ul>
      {(notice ?? error) && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {notice ?? error}
        </p>
      )}
      <p className="mt-2 text-sm text-gray-600">
        JPG, PNG, WebP · 한 장에 {UPLOAD_LIMITS.imageMaxBytes / 1024 / 1024}MB까지. 위치 정보는 지우고
        저장해요.
      </p>
    </div>
  );
}
