import { ERROR_CATALOG, groupDigits, MESSAGE_LIMITS, type MessagePhoto, messageRefusal } from '@ft/shared';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { FieldNote, noteIdOf } from '../../../components/ui/field-note.tsx';
import { uploadBookingPhoto } from '../../../lib/booking-photos.ts';
import { useKeptState } from '../../../lib/kept-work.ts';
import { fileProblem, isAbort, type UploadOptions } from '../../../lib/uploads.ts';
import type { ApiError } from '../../../shell/api-client.ts';
import { useSendMessage } from '../api/messages.ts';

/** What a failed send says under the box; the typing stays for another try. */
function sendFailure(error: ApiError): { field: 'body' | 'photo'; message: string } {
  if (error.fields?.photoFileId) return { field: 'photo', message: error.fields.photoFileId };
  if (error.fields?.body) return { field: 'body', message: error.fields.body };
  if (error.status === 0)
    return { field: 'body', message: '보내지 못했어요. 연결을 확인하고 다시 보내주세요.' };
  return { field: 'body', message: error.message };
}

export interface SendParts {
  body: string;
  photoFileId?: string | undefined;
}

/** How a form sends: a booking thread's or an inquiry's mutation, with the callbacks of one send. */
export interface MessageSender {
  send: (
    input: SendParts,
    callbacks: { onSuccess: () => void; onError: (failure: ApiError) => void },
  ) => void;
  pending: boolean;
  upload: (file: File, opts: UploadOptions) => Promise<MessagePhoto>;
}

/** The message box of one booking thread (its truck's). */
export function Composer({
  bookingId,
  truckId,
  onClosed,
}: {
  bookingId: string;
  truckId: number;
  /** The server says the thread closed meanwhile: read it again to show why. */
  onClosed: () => void;
}) {
  const send = useSendMessage(bookingId);
  return (
    <MessageForm
      scope={`messages:${bookingId}:${truckId}`}
      sender={{
        send: (input, callbacks) => send.mutate({ truckId, ...input }, callbacks),
        pending: send.isPending,
        upload: (file, opts) => uploadBookingPhoto(bookingId, file, opts),
      }}
      onClosed={onClosed}
    />
  );
}

/**
 * The message box of a conversation: text (≤ 1,000 characters) and a photo, kept in this tab as they are typed, so
 * a reload or a failed send loses nothing; cleared once the server took the message. Ctrl/⌘+Enter sends too;
 * Enter alone is a new line, as on a phone keyboard.
 */
export function MessageForm({
  scope,
  sender,
  onClosed,
  placeholder = '메시지를 입력하세요',
}: {
  /** Where the typing is kept in this tab: one conversation's own. */
  scope: string;
  sender: MessageSender;
  /** The server says the conversation closed meanwhile: read it again to show why. */
  onClosed: () => void;
  placeholder?: string;
}) {
  const id = useId();
  const [body, setBody, forgetBody] = useKeptState(`${scope}:body`, '');
  const [photo, setPhoto, forgetPhoto] = useKeptState<MessagePhoto | null>(`${scope}:photo`, null);
  const [error, setError] = useState<{ field: 'body' | 'photo'; message: string } | null>(null);
  const [upload, setUpload] = useState<{ progress: number; abort: AbortController } | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const length = Array.from(body.trim()).length;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (sender.pending || upload) return;
    const refusal = messageRefusal(body, photo !== null);
    if (refusal) {
      setError({ field: 'body', message: ERROR_CATALOG[refusal].message });
      textarea.current?.focus();
      return;
    }
    setError(null);
    sender.send(
      { body: body.trim(), ...(photo ? { photoFileId: photo.id } : {}) },
      {
        onSuccess: () => {
          forgetBody();
          forgetPhoto();
          textarea.current?.focus();
        },
        onError: (failure) => {
          setError(sendFailure(failure));
          if (failure.code === 'MESSAGE_THREAD_CLOSED') onClosed();
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file, 'image');
    if (problem) {
      setError({ field: 'photo', message: problem });
      return;
    }
    setError(null);
    const abort = new AbortController();
    setUpload({ progress: 0, abort });
    try {
      const uploaded = await sender.upload(file, {
        signal: abort.signal,
        onProgress: (progress) => setUpload({ progress, abort }),
      });
      setPhoto(uploaded);
    } catch (caught) {
      if (!isAbort(caught)) {
        const failure = caught as ApiError;
        setError({
          field: 'photo',
          message:
            failure.status === 0
              ? '사진을 올리지 못했어요. 연결을 확인하고 다시 골라주세요.'
              : failure.message,
        });
      }
    } finally {
      setUpload(null);
    }
  };

  const bodyError = error?.field === 'body' ? error.message : undefined;
  const photoError = error?.field === 'photo' ? error.message : undefined;
  const counter = length > MESSAGE_LIMITS.bodyMax * 0.8;

  return (
    <form onSubmit={submit} noValidate className="mt-3 border-t border-gray-200 pt-3">
      {(photo || upload) && (
        <div className="mb-2 flex items-center gap-3">
          {photo ? (
            <img src={photo.previewUrl} alt="보낼 사진" className="size-16 rounded-lg object-cover" />
          ) : (
            <div
              role="progressbar"
              aria-label="사진 올리는 중"
              aria-valuenow={Math.round((upload?.progress ?? 0) * 100)}
              aria-valuemin={0}
              aria-valuemax={100}
              className="flex size-16 items-center justify-center rounded-lg bg-gray-100 text-sm font-semibold text-gray-700 tabular-nums"
            >
              {Math.round((upload?.progress ?? 0) * 100)}%
            </div>
          )}
          <button
            type="button"
            onClick={() => (upload ? upload.abort.abort() : forgetPhoto())}
            className="flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-gray-700"
          >
            {upload ? '올리기 취소' : '사진 빼기'}
          </button>
        </div>
      )}
      <div className="flex items-end gap-2">
        <label
          className={`flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full border border-gray-300 text-gray-700 focus-within:outline-2 focus-within:outline-brand-700 ${upload ? 'opacity-60' : ''}`}
        >
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            aria-label="사진 첨부"
            aria-describedby={photoError ? `${id}-photo-error` : undefined}
            disabled={upload !== null}
            onChange={(event) => {
              void choosePhoto(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <circle cx="12" cy="12" r="3.5" />
          </svg>
        </label>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-body`} className="sr-only">
            보낼 메시지
          </label>
          <textarea
            ref={textarea}
            id={`${id}-body`}
            rows={1}
            value={body}
            placeholder={placeholder}
            onChange={(event) => {
              setBody(event.target.value);
              if (error?.field === 'body') setError(null);
            }}
            onKeyDown={onKeyDown}
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={noteIdOf(`${id}-body`, bodyError, counter ? 'count' : undefined)}
            className={`block max-h-40 min-h-11 w-full resize-none rounded-2xl border bg-white px-4 py-2.5 text-base [field-sizing:content] placeholder:text-gray-500 ${bodyError ? 'border-red-600' : 'border-gray-300'}`}
          />
        </div>
        <button
          type="submit"
          disabled={sender.pending || upload !== null}
          aria-busy={sender.pending}
          className="flex min-h-11 shrink-0 items-center rounded-full bg-brand-700 px-4 text-[15px] font-bold text-white disabled:opacity-60"
        >
          {sender.pending ? '보내는 중' : '보내기'}
        </button>
      </div>
      <FieldNote
        id={`${id}-body`}
        error={bodyError}
        hint={
          counter ? (
            <span className={length > MESSAGE_LIMITS.bodyMax ? 'text-red-700' : undefined}>
              {groupDigits(length)}/{groupDigits(MESSAGE_LIMITS.bodyMax)}자
            </span>
          ) : undefined
        }
      />
      {photoError && (
        <p id={`${id}-photo-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {photoError}
        </p>
      )}
    </form>
  );
}
