import type { MultipartFile } from '@fastify/multipart';
import multipart from '@fastify/multipart';
import {
  deleteUploadBodySchema,
  fileErrorMessage,
  HOUR_MS,
  refreshUrlBodySchema,
  signedUrlSchema,
  successEnvelope,
  UPLOAD_FOLDERS,
  UPLOAD_LIMITS,
  type UploadedImage,
  type UploadFolder,
  uploadedDocumentSchema,
  uploadedImageSchema,
} from '@ft/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProcessedImage } from '../../lib/images.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { mayUploadPapers } from '../vendors/applying.service.ts';
import * as service from './uploads.service.ts';

type UploadKind = keyof AppConfig['uploadQuota'];

/**
 * Images may go to any public folder; papers and message photos never here (they are private, with signed URLs;
 * a message photo goes through its booking's conversation).
 */
const IMAGE_FOLDERS = UPLOAD_FOLDERS.filter((folder) => folder !== 'documents' && folder !== 'messages');

function imageFolder(value: unknown): UploadFolder {
  if (value === undefined) return 'trucks';
  if (typeof value === 'string' && (IMAGE_FOLDERS as readonly string[]).includes(value))
    return value as UploadFolder;
  throw new AppError('VALIDATION_ERROR', {
    message: '올릴 곳(folder)을 확인해주세요',
    fields: { folder: `${IMAGE_FOLDERS.join(', ')} 중 하나여야 해요` },
  });
}

/** Papers go to `documents` only; the field may be left out. */
function documentFolder(value: unknown): void {
  if (value === undefined || value === 'documents') return;
  throw new AppError('VALIDATION_ERROR', {
    message: '올릴 곳(folder)을 확인해주세요',
    fields: { folder: '서류는 documents에만 올릴 수 있어요' },
  });
}

/** The file's bytes, read while streaming: past the limit it stops, and nothing is kept. */
async function readFile(file: MultipartFile): Promise<Buffer> {
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw new AppError('FILE_TOO_LARGE');
    throw new AppError('VALIDATION_ERROR', { message: fileErrorMessage(file.filename) });
  }
}

const noDocument = () =>
  new AppError('VALIDATION_ERROR', {
    message: '서류 파일을 골라주세요',
    fields: { document: '서류 파일을 골라주세요' },
  });

const noImage = (field: string) =>
  new AppError('VALIDATION_ERROR', {
    message: '이미지 파일을 골라주세요',
    fields: { [field]: '이미지 파일을 골라주세요' },
  });

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['uploads'];
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.imageMaxBytes, files: UPLOAD_LIMITS.imagesPerCall, fields: 5 },
  });
  const signedIn = { config: { access: 'signed-in' as const } };

  /**
   * One person's hourly quota of a kind (429 with Retry-After past it): a file is counted as it starts to
   * arrive, so concurrent calls cannot all slip in, and its bytes once read, before anything is stored. A call
   * is refused before its body is read when the hour's bytes are already spent.
   */
  const quota = (user: SessionUser, kind: UploadKind) => {
    const limits = app.config.uploadQuota[kind];
    const bytesKey = `uploads:${kind}:bytes:${user.id}`;
    return {
      // An amount of 0 only looks; a limit one lower refuses once the total has reached the quota.
      assertLeft: () => enforceRateLimit(app.rateLimiter, bytesKey, limits.bytes - 1, HOUR_MS, 0),
      countFile: () =>
        enforceRateLimit(app.rateLimiter, `uploads:${kind}:files:${user.id}`, limits.files, HOUR_MS),
      countBytes: (bytes: number) =>
        enforceRateLimit(app.rateLimiter, bytesKey, limits.bytes, HOUR_MS, bytes),
    };
  };

  /**
   * Stores the images sent under `field`, at most `max`, in the folder the `folder` field names, wherever in the
   * form it comes; other parts are read and dropped. Each image is checked and re-encoded as it arrives, and
   * only that small form (a few hundred KB, at most `max` of them) waits for the end of the form; its raw bytes
   * (≤ 10 MB, read one file at a time) are let go. Nothing is stored before the whole form has been read, so one
   * bad file or a wrong folder anywhere keeps nothing.
   */
  async function storeImageParts(req: FastifyRequest, field: string, max: number): Promise<UploadedImage[]> {
    if (!req.isMultipart()) throw noImage(field);
    const quotaOf = quota(req.user!, 'images');
    await quotaOf.assertLeft();
    const prepared: ProcessedImage[] = [];
    let folder = imageFolder(undefined);
    try {
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'folder') folder = imageFolder(part.value);
        } else if (part.fieldname !== field || prepared.length >= max) {
          await part.toBuffer().catch(() => undefined);
        } else {
          await quotaOf.countFile();
          const bytes = await readFile(part);
          await quotaOf.countBytes(bytes.length);
          prepared.push(await service.prepareImage(bytes, part.filename));
        }
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
        throw new AppError('VALIDATION_ERROR', {
          message: `이미지는 한 번에 ${UPLOAD_LIMITS.imagesPerCall}장까지 올릴 수 있어요`,
        });
      }
      throw error;
    }
    if (prepared.length === 0) throw noImage(field);
    const stored: UploadedImage[] = [];
    try {
      for (const image of prepared)
        stored.push(await service.saveImage(db, app.storage, req.user!, folder, image));
    } catch (error) {
      await service.discardImages(db, app.storage, stored);
      throw error;
    }
    return stored;
  }

  app.post(
    '/upload/image',
    {
      config: { ...signedIn.config, multipartForm: { image: 'file', folder: 'text' } },
      schema: { tags, response: { 201: successEnvelope(uploadedImageSchema) } },
    },
    async (req, reply) => {
      const [stored] = await storeImageParts(req, 'image', 1);
      return reply.status(201).send({ success: true as const, data: stored! });
    },
  );

  app.post(
    '/upload/images',
    {
      config: { ...signedIn.config, multipartForm: { images: 'files', folder: 'text' } },
      schema: { tags, response: { 201: successEnvelope(z.array(uploadedImageSchema)) } },
    },
    async (req, reply) => {
      const stored = await storeImageParts(req, 'images', UPLOAD_LIMITS.imagesPerCall);
      return reply.status(201).send({ success: true as const, data: stored });
    },
  );

  app.delete(
    '/upload/image',
    {
      ...signedIn,
      schema: {
        tags,
        body: deleteUploadBodySchema,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (req) => {
      await service.deleteUpload(db, app.storage, req.user!, req.body.url);
      return { success: true as const };
    },
  );

  /**
   * One paper (PDF, JPEG or PNG) under `document`; `folder`, if sent, must be `documents`. The image limit of
   * the plugin is replaced by the document one for this call alone, still enforced while streaming. The whole
   * form is read before anything is stored, so a wrong folder after the file keeps nothing either.
   */
  app.post(
    '/upload/document',
    {
      config: { ...signedIn.config, multipartForm: { document: 'file', folder: 'text' } },
      schema: { tags, response: { 201: successEnvelope(uploadedDocumentSchema) } },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw noDocument();
      if (!(await mayUploadPapers(db, req.user!))) {
        throw new AppError('PERMISSION_ERROR', {
          message: '서류는 입점 신청을 시작한 뒤에 올릴 수 있어요. 입점하기에서 신청을 시작해주세요.',
        });
      }
      const quotaOf = quota(req.user!, 'documents');
      await quotaOf.assertLeft();
      await quotaOf.countFile();
      let folder: unknown;
      let file: { bytes: Buffer; name: string } | undefined;
      try {
        const parts = req.parts({
          limits: { fileSize: UPLOAD_LIMITS.documentMaxBytes, files: 1, fields: 5 },
        });
        for await (const part of parts) {
          if (part.type === 'field') {
            if (part.fieldname === 'folder') folder = part.value;
          } else if (part.fieldname !== 'document') {
            await part.toBuffer().catch(() => undefined);
          } else {
            file = { bytes: await readFile(part), name: part.filename };
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
          throw new AppError('VALIDATION_ERROR', { message: '서류는 한 번에 하나씩 올려주세요' });
        }
        throw error;
      }
      documentFolder(folder);
      if (!file) throw noDocument();
      await quotaOf.countBytes(file.bytes.length);
      const stored = await service.storeDocument(db, app.storage, req.user!, file.bytes, file.name);
      return reply.status(201).send({ success: true as const, data: stored });
    },
  );

  /** A new signed URL for one's own document (an admin: any document), valid for `expiry_hours`. */
  app.post(
    '/upload/refresh-url',
    {
      ...signedIn,
      schema: { tags, body: refreshUrlBodySchema, response: { 200: successEnvelope(signedUrlSchema) } },
    },
    async (req) => {
      const { file_path, expiry_hours } = req.body;
      const data = await service.refreshDocumentUrl(db, app.storage, req.user!, file_path, expiry_hours);
      return { success: true as const, data };
    },
  );
};
