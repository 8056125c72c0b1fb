import { requestLanguage } from './languages.js';
import { localised, message, type MessageCode, type ParamsOf } from './render.js';
import type { FastifyRequest } from 'fastify';

type Placeholders<C extends MessageCode> = keyof ParamsOf<C>;

/** A success answer's {code, params, msg}, msg in the request's language. */
export function say<C extends MessageCode>(
  req: Pick<FastifyRequest, 'headers'>,
  code: C,
  ...params: [Placeholders<C>] extends [never] ? [] : [ParamsOf<C>]
): { code: C; params: Record<string, string | number>; msg: string } {
  const m = (message as (c: C, p?: ParamsOf<C>) => { code: C; params: Record<string, string | number> })(code, params[0]);
  return { ...localised(m, requestLanguage(req)), code };
}
