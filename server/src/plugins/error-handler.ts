import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  DATABASE_INPUT_MSG,
  DATABASE_RETRY_AFTER_S,
  databaseFailure,
  databaseUnavailableMsg,
} from '../errors.js';
import { fieldFailureBody, problemsFromIssues } from '../lib/field-errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A form's route: a refused body answers every field's problem at once (lib/field-errors.ts). */
    fieldErrors?: boolean;
  }
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_REQ_FILE_TOO_LARGE: 'File is too large',
  FST_PARTS_LIMIT: 'Too many parts in the upload',
  FST_FILES_LIMIT: 'Too many files in the upload',
  FST_FIELDS_LIMIT: 'Too many fields in the upload',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart',
};

function validationMessage(err: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    if (first) {
      const path = first.instancePath.replace(/^\//, '').split('/').filter(Boolean);
      return withField(path, first.message ?? 'is not valid');
    }
  }
  return err.message;
}

/**
 * A message that names its field is whole ("amount must be a number"); one worded for a form
 * ("must be text") gets the field it is about in front.
 */
export function withField(path: string[], msg: string): string {
  const leaf = path[path.length - 1];
  if (!leaf || msg.includes(leaf)) return msg;
  const field = path.join('.');
  return /^(must|is|are) /.test(msg) ? `${field} ${msg}` : `${field}: ${msg}`;
}

/**
 * One envelope for every failure: {status, msg}. 5xx details stay in the log. A failure of the
 * database is the client's to retry: 503 with Retry-After, never a 500 and never the SQL.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      if (err instanceof AppError) {
        return reply.code(err.status).send({ status: err.status, msg: err.msg, ...err.extra });
      }
      if (err.validation) {
        if (req.routeOptions.config.fieldErrors && err.validationContext === 'body' && hasZodFastifySchemaValidationErrors(err)) {
          const problems = problemsFromIssues(err.validation);
          if (Object.keys(problems).length) return reply.code(400).send({ status: 400, ...fieldFailureBody(problems) });
        }
        return reply.code(400).send({ status: 400, msg: validationMessage(err) });
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const msg = FRAMEWORK_MESSAGES[err.code] ?? err.message;
        if (status === 429) return reply.code(429).send({ status: 429, msg });
        return reply.code(status).send({ status, msg });
      }
      const db = databaseFailure(err);
      if (db) {
        // The driver's code and message only: the wrapping error's message holds the statement
        // and its parameter values.
        if (db.kind === 'input') {
          req.log.warn({ db: { code: db.code, detail: db.detail } }, 'database refused a value');
          return reply.code(400).send({ status: 400, msg: DATABASE_INPUT_MSG });
        }
        req.log.error({ db: { code: db.code, detail: db.detail } }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_S))
          .send({ status: 503, code: 'database_unavailable', msg: databaseUnavailableMsg(req.routeOptions.url) });
      }
      req.log.error({ err }, 'request failed');
      return reply.code(500).send({ status: 500, msg: 'Something went wrong, please try again.' });
    });
  },
  { name: 'error-handler' },
);
