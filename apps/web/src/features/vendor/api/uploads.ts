import type { UploadedDocument, UploadedImage } from '@ft/shared';
import { useMutation } from '@tanstack/react-query';
import {
  type ImageFolder,
  type UploadOptions,
  uploadDocument,
  uploadImage,
  uploadImages,
} from '../../../lib/uploads.ts';
import { type ApiError, apiRequest, type Envelope } from '../../../shell/api-client.ts';

// Apart from vendor.ts: /register reads the applicant's trucks without loading the upload client.

/** A paper's signed link, renewed (they expire after an hour by default). */
export function useRefreshDocumentUrlMutation() {
  return useMutation<{ url: string; expiresAt: string }, ApiError, { path: string }>({
    mutationFn: async ({ path }) =>
      (
        await apiRequest<Envelope<{ url: string; expiresAt: string }>>('/api/v1/upload/refresh-url', {
          method: 'POST',
          body: { file_path: path, expiry_hours: 1 },
          notify: false,
        })
      ).data,
  });
}

/**
 * An uploaded image nobody uses any more. Best effort and silent: if it fails, the server's clean-up of
 * unused files removes it later, and nothing the person sees depends on it.
 */
export function useDeleteImageMutation() {
  return useMutation<unknown, ApiError, { url: string }>({
    mutationFn: ({ url }) =>
      apiRequest('/api/v1/upload/image', { method: 'DELETE', body: { url }, notify: false, retry: false }),
  });
}

type WithProgress<T> = T & Pick<UploadOptions, 'onProgress' | 'signal'>;

export function useUploadImageMutation() {
  return useMutation<UploadedImage, ApiError, WithProgress<{ file: File; folder: ImageFolder }>>({
    mutationFn: ({ file, folder, ...opts }) => uploadImage(file, folder, opts),
  });
}

export function useUploadImagesMutation() {
  return useMutation<UploadedImage[], ApiError, WithProgress<{ files: File[]; folder: ImageFolder }>>({
    mutationFn: ({ files, folder, ...opts }) => uploadImages(files, folder, opts),
  });
}

/**
 * Papers are taken from people in the application flow: each paper first says the application started
 * (`POST /foodtrucks/apply/start`; only the first time is kept), so whoever is signed in now may send it.
 */
export function useUploadDocumentMutation() {
  return useMutation<UploadedDocument, ApiError, WithProgress<{ file: File }>>({
    mutationFn: async ({ file, ...opts }) => {
      await apiRequest('/api/v1/foodtrucks/apply/start', { method: 'POST', notify: false });
      return uploadDocument(file, opts);
    },
  });
}
