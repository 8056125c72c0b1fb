import { AppError, badRequest } from '../../errors.js';
import { message } from '../../lib/i18n/render.js';
import { assertPlainText } from '../../lib/plain-text.js';
import type { FastifyRequest } from 'fastify';

/** Per request: three identity files of 5 MB, room for the ~26 sign-up fields. */
export const UPLOAD_LIMITS = { fileSize: 5 * 1024 * 1024, files: 3, fields: 40, parts: 45 } as const;

export interface UploadedFile {
  field: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * A client's file name is never used for storage, but one that tries to climb directories is
 * refused outright: it marks a forged request, not a person picking a photo.
 */
export function isUnsafeFileName(name: string): boolean {
  // Control characters are what it looks for.
  // eslint-disable-next-line no-control-regex
  return name.length > 255 || /[/\\\u0000-\u001f]/.test(name) || name === '.' || name === '..';
}

/**
 * Reads a whole multipart body into memory (at most 3 × 5 MB): nothing is stored until every
 * part has been read and checked, so a refused upload leaves no file behind.
 */
export async function readMultipart(req: FastifyRequest, fileFields: readonly string[]): Promise<MultipartBody> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  // preservePath: busboy would otherwise strip '../' and hide a traversal attempt.
  for await (const part of req.parts({ limits: UPLOAD_LIMITS, preservePath: true })) {
    if (part.type === 'field') {
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      continue;
    }
    if (!fileFields.includes(part.fieldname)) throw badRequest(message('kyc.unexpected_file_field', { name: part.fieldname }));
    // Some clients leave the name out altogether for an empty file input.
    const filename: string = part.filename ?? '';
    if (isUnsafeFileName(filename)) throw badRequest('kyc.invalid_file_name');
    if (files.some((f) => f.field === part.fieldname)) throw badRequest(message('kyc.one_file_per_field', { name: part.fieldname }));
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', 'kyc.file_too_large');
      }
      throw err;
    }
    // A file input left empty still sends a part: no name, no bytes. It means "not given".
    if (data.length === 0 && filename === '') continue;
    files.push({ field: part.fieldname, data });
  }
  assertPlainText(fields);
  return { fields, files };
}
