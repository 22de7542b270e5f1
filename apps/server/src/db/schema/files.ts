import { UPLOAD_FOLDERS } from '@ft/shared';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Every stored file has an owner row: only the owner or an admin may delete it or renew its URL. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    folder: text('folder', { enum: UPLOAD_FOLDERS }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mediumKey: text('medium_key'),
    thumbnailKey: text('thumbnail_key'),
    contentType: text('content_type').notNull(),
    /** The name the file had on the person's device (documents show it); never used as a path. */
    originalName: text('original_name'),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The cleanup job walks files by age.
    index('files_created_idx').on(t.createdAt),
  ],
);
