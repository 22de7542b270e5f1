import { fileErrorMessage, HOUR_MS } from '@ft/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';

const noPhoto = () =>
  new AppError('VALIDATION_ERROR', {
    message: '사진 파일을 골라주세요',
    fields: { photo: '사진 파일을 골라주세요' },
  });

/**
 * The one photo of a message form under `photo`, counted in the sender's hourly image quota like every upload:
 * a booking's messages and an inquiry's read it alike, once the caller may write.
 */
export async function readPhoto(
  app: FastifyInstance,
  req: FastifyRequest,
): Promise<{ bytes: Buffer; name: string | undefined }> {
  const user = req.user!;
  if (!req.isMultipart()) throw noPhoto();
  const quota = app.config.uploadQuota.images;
  const bytesKey = `uploads:images:bytes:${user.id}`;
  await enforceRateLimit(app.rateLimiter, bytesKey, quota.bytes - 1, HOUR_MS, 0);
  let file: { bytes: Buffer; name: string | undefined } | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'photo' || file) {
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      await enforceRateLimit(app.rateLimiter, `uploads:images:files:${user.id}`, quota.files, HOUR_MS);
      const bytes = await part.toBuffer().catch((error: { statusCode?: number }) => {
        if (error.statusCode === 413) throw new AppError('FILE_TOO_LARGE');
        throw new AppError('VALIDATION_ERROR', { message: fileErrorMessage(part.filename) });
      });
      await enforceRateLimit(app.rateLimiter, bytesKey, quota.bytes, HOUR_MS, bytes.length);
      file = { bytes, name: part.filename };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new AppError('VALIDATION_ERROR', { message: '사진은 한 번에 한 장씩 보내주세요' });
    }
    throw error;
  }
  if (!file) throw noPhoto();
  return file;
}
