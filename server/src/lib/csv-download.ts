import { z } from 'zod';
import { toCsv, type CsvCell } from './csv.js';
import type { FastifyReply } from 'fastify';

/** A CSV download's answer as OpenAPI documents it. */
export const csvAnswer = (description = 'CSV') => ({ description, content: { 'text/csv': { schema: z.string() } } });

/**
 * Sends a CSV document as a download named `fileName`. No cache keeps it: exports carry names,
 * phones and prices.
 */
export function sendCsv(reply: FastifyReply, fileName: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(toCsv(header, rows) as never);
}
