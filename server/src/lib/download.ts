import { z } from 'zod';
import { toCsv, type CsvCell } from './csv.js';
import type { FastifyReply } from 'fastify';

/** A CSV download's answer as OpenAPI documents it. */
export const csvAnswer = (description = 'CSV') => ({ description, content: { 'text/csv': { schema: z.string() } } });

export interface PrivateFile {
  type: string;
  fileName: string;
  /** Bytes, text or a stream: the zod serializer only sees the JSON answers. */
  body: unknown;
  size?: number;
  /** Shown in the browser rather than saved. */
  inline?: boolean;
}

/**
 * Sends a file for its reader alone: named for saving (or shown inline) and kept by no cache, since
 * identity documents, invoices, bonds and exports carry names, phones and prices.
 */
export function sendPrivateFile(reply: FastifyReply, f: PrivateFile) {
  reply
    .header('content-type', f.type)
    .header('content-disposition', `${f.inline ? 'inline' : 'attachment'}; filename="${f.fileName}"`)
    .header('cache-control', 'private, no-store');
  if (f.size !== undefined) reply.header('content-length', f.size);
  return reply.send(f.body as never);
}

/** Sends a CSV document (header row first) as a private download. */
export const sendCsv = (reply: FastifyReply, fileName: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]) =>
  sendPrivateFile(reply, { type: 'text/csv; charset=utf-8', fileName, body: toCsv(header, rows) });
