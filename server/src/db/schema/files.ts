import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // postgres.js hands back a Buffer, PGlite a Uint8Array: one type for the callers.
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

/**
 * Uploaded files (lot photos, logos, encrypted identity documents) when STORAGE=postgres: the
 * bytes live beside the rows that name them, so every instance serves them and a database backup
 * holds them too.
 */
export const storedFiles = pgTable('stored_files', {
  key: text().primaryKey(),
  contentType: text().notNull(),
  sizeBytes: integer().notNull(),
  data: bytea().notNull(),
  createdAt: createdAt(),
});
