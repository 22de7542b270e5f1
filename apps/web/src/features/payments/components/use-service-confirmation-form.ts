import { DISPUTE_PHOTOS_MAX, type MessagePhoto } from '@ft/shared';
import { useState } from 'react';
import { uploadBookingPhoto } from '../../../lib/booking-photos.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useConfirmService, useOpenDispute, useRespondToDispute } from '../api/payments.ts';

/**
 * 구매확정 and 이의 제기's state on a booking: the question before confirming, the dispute being written (its
 * reason, its photos as they upload, what the server refused in it) and one send at a time.
 */
export function useServiceConfirmationForm(bookingId: string) {
  const confirm = useConfirmService(bookingId);
  const dispute = useOpenDispute(bookingId);
  const sending = useSingleFlight();
  const [writing, setWriting] = useState(false);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<MessagePhoto[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const addPhotos = async (files: FileList | null) => {
    const picked = [...(files ?? [])].slice(0, DISPUTE_PHOTOS_MAX - photos.length);
    setPhotoError(null);
    setUploading(true);
    try {
      for (const file of picked) {
        const uploaded = await uploadBookingPhoto(bookingId, file);
        setPhotos((all) => [...all, uploaded]);
      }
    } catch (error) {
      setPhotoError((error as { message?: string }).message ?? '사진을 올리지 못했어요. 다시 시도해주세요.');
    } finally {
      setUploading(false);
    }
  };

  // A refusal is toasted by the API client; the form stays as it was to try again.
  const send = (action: () => Promise<unknown>) =>
    sending.run(async () => {
      await action().catch(() => undefined);
    });

  return {
    pending: sending.pending,
    asking,
    ask: () => setAsking(true),
    stopAsking: () => setAsking(false),
    confirm: () =>
      void send(async () => {
        await confirm.mutateAsync(undefined);
        setAsking(false);
      }),
    writing,
    write: () => setWriting(true),
    stopWriting: () => setWriting(false),
    reason,
    setReason,
    photos,
    addPhotos: (files: FileList | null) => void addPhotos(files),
    uploading,
    canAddPhoto: !uploading && photos.length < DISPUTE_PHOTOS_MAX,
    /** What the server refused, by field, or the upload's failure for the photos. */
    errors: {
      reason: dispute.error?.fields?.reason,
      photos: photoError ?? dispute.error?.fields?.photoFileIds,
    },
    sendDispute: () =>
      void send(() =>
        dispute.mutateAsync({ reason: reason.trim(), photoFileIds: photos.map((photo) => photo.id) }),
      ),
  };
}

/** The truck's side of an open dispute: written once, or rewritten until an operator resolves it. */
export function useDisputeResponseForm(bookingId: string, current: string | null) {
  const respond = useRespondToDispute(bookingId);
  const sending = useSingleFlight();
  const [text, setText] = useState(current ?? '');
  const [editing, setEditing] = useState(current === null);
  return {
    text,
    setText,
    editing,
    edit: () => setEditing(true),
    pending: sending.pending,
    error: respond.error?.fields?.response,
    send: () =>
      void sending.run(async () => {
        const done = await respond.mutateAsync({ response: text.trim() }).then(
          () => true,
          () => false,
        );
        if (done) setEditing(false);
      }),
  };
}
