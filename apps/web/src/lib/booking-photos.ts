import type { MessagePhoto } from '@ft/shared';
import { type UploadOptions, uploadForm } from './uploads.ts';

/**
 * A private photo about a booking (`POST /bookings/{id}/messages/photos`): stored and re-encoded by the server,
 * attached by what names it next — a message, or a dispute. Here because the conversation and the payments
 * feature both send them.
 */
export function uploadBookingPhoto(
  bookingId: string,
  file: File,
  opts?: UploadOptions,
): Promise<MessagePhoto> {
  const form = new FormData();
  form.append('photo', file);
  return uploadForm<MessagePhoto>(
    `/api/v1/bookings/${encodeURIComponent(bookingId)}/messages/photos`,
    form,
    opts,
  );
}
