import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, DATABASE_RETRY_AFTER_S, databaseFailure, databaseUnavailableMessage } from '../errors.js';
import { fieldFailureBody, fieldProblemsOf, problemsFromIssues } from '../lib/field-errors.js';
import { requestLanguage } from '../lib/i18n/languages.js';
import { isMessageCode, localised, type Message, type MessageCode } from '../lib/i18n/render.js';
import { issueText } from '../lib/plain-errors.js';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A form's route: a refused body answers every field's problem at once (lib/field-errors.ts). */
    fieldErrors?: boolean;
  }
}

const FRAMEWORK_MESSAGES: Record<string, MessageCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.too_large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.bad_json',
  FST_REQ_FILE_TOO_LARGE: 'request.file_too_large',
  FST_PARTS_LIMIT: 'request.too_many_parts',
  FST_FILES_LIMIT: 'request.too_many_files',
  FST_FIELDS_LIMIT: 'request.too_many_upload_fields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'request.not_multipart',
};

/** The first schema fault of a request, as the schema library reported it to Fastify. */
function validationText(err: FastifyError): Message | string {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    if (first) {
      const path = first.instancePath.replace(/^\//, '').split('/').filter(Boolean);
      const text = issueText({ ...(first.params as object), code: first.keyword, path, message: first.message } as never);
      return typeof text === 'string' ? withField(path, text) : text;
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

type Text = Message | MessageCode | string;

/** {status, code, params, msg} with msg in the request's language. */
export function failureBody(req: FastifyRequest, status: number, text: Text) {
  const lang = requestLanguage(req);
  if (typeof text === 'object') return { status, ...localised(text, lang) };
  if (isMessageCode(text)) return { status, ...localised({ code: text, params: {} }, lang) };
  return { status, code: `error.${status}`, params: {}, msg: text };
}

/**
 * One envelope for every failure: {status, code, params, msg}, msg in the request's language.
 * 5xx details stay in the log. A failure of the database is the client's to retry: 503 with
 * Retry-After, never a 500 and never the SQL.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      if (err instanceof AppError) {
        const lang = requestLanguage(req);
        const problems = fieldProblemsOf(err.extra);
        const body: Record<string, unknown> = problems
          ? { status: err.status, ...err.extra, ...fieldFailureBody(problems, lang) }
          : { status: err.status, ...err.extra, ...err.localised(lang) };
        // The lead form reads its message from `error` as well (spec §7): the same words.
        if (err.extra.error === err.msg) body.error = body.msg;
        return reply.code(err.status).send(body);
      }
      if (err.validation) {
        if (req.routeOptions.config.fieldErrors && err.validationContext === 'body' && hasZodFastifySchemaValidationErrors(err)) {
          const problems = problemsFromIssues(err.validation);
          if (Object.keys(problems).length)
            return reply.code(400).send({ status: 400, ...fieldFailureBody(problems, requestLanguage(req)) });
        }
        return reply.code(400).send(failureBody(req, 400, validationText(err)));
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send(failureBody(req, status, FRAMEWORK_MESSAGES[err.code] ?? err.message));
      }
      const db = databaseFailure(err);
      if (db) {
        // The driver's code and message only: the wrapping error's message holds the statement
        // and its parameter values.
        if (db.kind === 'input') {
          req.log.warn({ db: { code: db.code, detail: db.detail } }, 'database refused a value');
          return reply.code(400).send(failureBody(req, 400, 'database.bad_value'));
        }
        req.log.error({ db: { code: db.code, detail: db.detail } }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_S))
          .send(failureBody(req, 503, databaseUnavailableMessage(req.routeOptions.url)));
      }
      req.log.error({ err }, 'request failed');
      return reply.code(500).send(failureBody(req, 500, 'error.internal'));
    });
  },
  { name: 'error-handler' },
);
