import {
  type BookingReviews as BookingReviewsData,
  type MessagePhoto,
  REVIEW_PHOTO_LIMIT,
  REVIEW_RATING,
  type Review,
} from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { uploadBookingPhoto } from '../../../lib/booking-photos.ts';
import { useKeptState } from '../../../lib/kept-work.ts';
import type { ApiError } from '../../../shell/api-client.ts';
import { formatDeadline } from '../../../shell/format.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import { bookingReviewsQuery, useReviewAction, useSaveReview } from '../api/reviews.ts';
import { ReviewCard } from './review-card.tsx';

interface Draft {
  rating: number;
  body: string;
}

/** Stars as five radio buttons (1점 … 5점), each a 44 px target. */
function StarInput({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-gray-800">별점</legend>
      <div className="flex">
        {Array.from({ length: REVIEW_RATING.max }, (_, i) => i + 1).map((rating) => (
          <label
            key={rating}
            className={`flex size-11 cursor-pointer items-center justify-center text-3xl has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700 ${rating <= value ? 'text-brand-500' : 'text-gray-300'}`}
          >
            <input
              type="radio"
              name={`${id}-rating`}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
            />
            <span aria-hidden="true">★</span>
            <span className="sr-only">{rating}점</span>
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ReviewForm({
  bookingId,
  data,
  editing,
  onDone,
}: {
  bookingId: string;
  data: BookingReviewsData;
  editing?: Review | undefined;
  onDone: () => void;
}) {
  const id = useId();
  const [draft, setDraft, forget] = useKeptState<Draft>(`review:${bookingId}`, {
    rating: editing?.rating ?? 0,
    body: editing?.body ?? '',
  });
  const [photos, setPhotos] = useState<MessagePhoto[]>(editing?.photos ?? []);
  const [uploading, setUploading] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const save = useSaveReview(bookingId);
  const customer = data.side === 'customer';

  const addPhotos = async (files: FileList | null) => {
    setUploading(true);
    try {
      for (const file of [...(files ?? [])].slice(0, REVIEW_PHOTO_LIMIT - photos.length)) {
        const uploaded = await uploadBookingPhoto(bookingId, file);
        setPhotos((all) => [...all, uploaded]);
      }
    } catch (error) {
      setFields({ photoFileIds: (error as { message?: string }).message ?? '사진을 올리지 못했어요' });
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFields({});
    try {
      await save.mutateAsync({
        body: { rating: draft.rating, body: draft.body, photoFileIds: photos.map((photo) => photo.id) },
        edit: editing !== undefined,
      });
      forget();
      onDone();
      toast.success(
        editing ? '후기를 고쳤어요' : '후기를 남겼어요',
        editing ? undefined : '상대도 후기를 쓰면 함께 공개돼요.',
      );
    } catch (caught) {
      const error = caught as ApiError & { fields?: Record<string, string> };
      if (!(error.status >= 400 && error.status < 500)) return;
      setFields(error.fields ?? { form: error.message });
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={editing ? '후기 고치기' : '후기 쓰기'}
      className="mt-3 space-y-3"
    >
      {fields.form && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
          {fields.form}
        </p>
      )}
      <StarInput
        value={draft.rating}
        onChange={(rating) => setDraft({ ...draft, rating })}
        error={fields.rating}
      />
      <label className="block">
        <span className="mb-1.5 block text-sm font-semibold text-gray-800">
          {customer ? '행사는 어땠나요?' : '고객과의 행사는 어땠나요?'}
        </span>
        <textarea
          rows={4}
          value={draft.body}
          placeholder={
            customer
              ? '맛, 양, 시간 약속, 현장 정리 등 다른 분들께 도움이 되게 써주세요 (10자 이상)'
              : '소통, 현장 준비 등 (10자 이상)'
          }
          onChange={(event) => setDraft({ ...draft, body: event.target.value })}
          aria-invalid={fields.body ? true : undefined}
          className={`w-full rounded-xl border bg-white px-3 py-2.5 text-base ${fields.body ? 'border-red-600' : 'border-gray-300'}`}
        />
        {fields.body && (
          <span role="alert" className="mt-1 block text-sm text-red-700">
            {fields.body}
          </span>
        )}
      </label>
      {customer && (
        <div>
          <label htmlFor={`${id}-photos`} className="mb-1.5 block text-sm font-semibold text-gray-800">
            사진 ({photos.length}/{REVIEW_PHOTO_LIMIT})
          </label>
          <input
            id={`${id}-photos`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={uploading || photos.length >= REVIEW_PHOTO_LIMIT}
            onChange={(event) => {
              void addPhotos(event.target.files);
              event.target.value = '';
            }}
            className="block min-h-11 w-full text-sm"
          />
          {photos.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2">
              {photos.map((photo, index) => (
                <li key={photo.id} className="relative">
                  <img
                    src={photo.previewUrl}
                    alt={`올린 사진 ${index + 1}`}
                    width={64}
                    height={64}
                    className="size-16 rounded-lg object-cover"
                  />
                  <button
                    type="button"
                    onClick={() => setPhotos(photos.filter((each) => each.id !== photo.id))}
                    className="absolute -top-2 -right-2 flex size-11 items-center justify-center"
                    aria-label={`사진 ${index + 1} 빼기`}
                  >
                    <span
                      aria-hidden="true"
                      className="flex size-6 items-center justify-center rounded-full bg-gray-900 text-xs text-white"
                    >
                      ✕
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {fields.photoFileIds && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {fields.photoFileIds}
            </p>
          )}
        </div>
      )}
      <button
        type="submit"
        disabled={save.isPending || uploading}
        aria-busy={save.isPending}
        className={`${PRIMARY_BUTTON} disabled:opacity-60`}
      >
        {editing ? '고친 후기 저장' : '후기 남기기'}
      </button>
    </form>
  );
}

/** The truck's one reply to the customer's review, from the booking it was written on. */
function ReplyForm({ reviewId, truckId }: { reviewId: string; truckId: number }) {
  const [text, setText] = useState('');
  const act = useReviewAction(truckId);
  return (
    <form
      className="mt-2 flex gap-2"
      aria-label="답글 달기"
      onSubmit={(event) => {
        event.preventDefault();
        act.mutate(
          { reviewId, action: 'reply', text: text.trim() },
          { onSuccess: () => toast.success('답글을 달았어요') },
        );
      }}
    >
      <label className="min-w-0 flex-1">
        <span className="sr-only">답글</span>
        <input
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="고객에게 답글을 남겨보세요"
          className="h-11 w-full rounded-xl border border-gray-300 px-3 text-base"
        />
      </label>
      <button
        type="submit"
        disabled={act.isPending || text.trim() === ''}
        className="min-h-11 shrink-0 rounded-xl bg-gray-900 px-4 font-semibold text-white disabled:opacity-50"
      >
        등록
      </button>
    </form>
  );
}

/**
 * 후기 on a served booking, for its two sides (issue 31): write one within the window after 구매확정; double-blind,
 * so the other side's review shows once both wrote or the window closed. Opened from a notice (#reviews), it
 * comes into view.
 */
export function BookingReviews({ bookingId, truckId }: { bookingId: string; truckId: number | null }) {
  const query = useQuery(bookingReviewsQuery(bookingId));
  const [editing, setEditing] = useState(false);
  const section = useRef<HTMLElement>(null);
  const drawn = query.data !== undefined;
  useEffect(() => {
    if (drawn && window.location.hash === '#reviews') section.current?.scrollIntoView({ block: 'start' });
  }, [drawn]);
  const data = query.data;
  if (!data) return null;
  const other = data.side === 'customer' ? '사장님' : '고객';

  return (
    <section
      ref={section}
      id="reviews"
      aria-labelledby="reviews-title"
      className="scroll-mt-16 rounded-2xl border border-gray-200 p-4"
    >
      <h2 id="reviews-title" className="text-base font-bold">
        후기
      </h2>
      {!data.windowEndsAt ? (
        <p className="mt-1 text-sm text-gray-700">구매확정 뒤 14일 동안 서로 후기를 남길 수 있어요.</p>
      ) : data.canWrite || editing ? (
        <>
          <p className="mt-1 text-sm break-keep text-gray-700">
            {formatDeadline(data.windowEndsAt)}까지 쓸 수 있어요. {other}도 후기를 쓰면 서로의 후기가 함께
            공개돼요.
          </p>
          {data.theirsWaiting && (
            <p
              role="status"
              className="mt-2 rounded-xl bg-brand-50 px-4 py-3 text-sm break-keep text-brand-800"
            >
              {other}이 먼저 후기를 남겼어요. 내 후기를 쓰면 바로 함께 공개돼요.
            </p>
          )}
          <ReviewForm
            bookingId={bookingId}
            data={data}
            editing={editing ? (data.mine ?? undefined) : undefined}
            onDone={() => setEditing(false)}
          />
        </>
      ) : data.mine ? null : (
        // Not writable and nothing written: the window has closed (a written one is shown below instead).
        <p className="mt-1 text-sm text-gray-700">후기 쓰는 기간이 지났어요.</p>
      )}
      {data.mine && !editing && (
        <div className="mt-3 border-t border-gray-100">
          <ReviewCard review={data.mine}>
            <p className="mt-2 text-sm text-gray-600">
              내 후기 ·{' '}
              {data.mine.status === 'submitted'
                ? `${other}의 후기와 함께 공개돼요`
                : data.mine.status === 'hidden'
                  ? '운영 정책에 따라 숨겨졌어요'
                  : '공개됐어요'}
            </p>
            {data.mine.editableUntil && (
              <button type="button" onClick={() => setEditing(true)} className={`${SECONDARY_BUTTON} mt-2`}>
                후기 고치기 ({formatDeadline(data.mine.editableUntil)}까지)
              </button>
            )}
          </ReviewCard>
        </div>
      )}
      {data.theirs && (
        <div className="mt-3 border-t border-gray-100">
          <h3 className="pt-3 text-sm font-semibold text-gray-700">{other}이 남긴 후기</h3>
          <ReviewCard review={data.theirs}>
            {data.side === 'vendor' && truckId !== null && !data.theirs.reply && (
              <ReplyForm reviewId={data.theirs.id} truckId={truckId} />
            )}
          </ReviewCard>
        </div>
      )}
    </section>
  );
}
