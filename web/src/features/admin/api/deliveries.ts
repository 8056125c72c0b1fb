import { adminGet, query } from './http';
import type { Paged } from './types';
import type { DeliveryStatus } from '@vahanhaat/contract/http/notice-kinds';
import type { Delivery as DeliveryRow, DeliveryLogQuery } from '@vahanhaat/contract/http/notifications';

/** One notice on one channel, as the delivery log shows it (the contract's row, its status narrowed to the list). */
export type Delivery = Omit<DeliveryRow, 'status'> & { status: DeliveryStatus };

/** The log's filter as the page's form holds it: the query's fields, as typed. */
export type DeliveryFilter = { [K in Exclude<keyof DeliveryLogQuery, 'page_no'>]?: string | undefined } & { page_no?: number | undefined };

/** The filter's lists are the contract's: the server's templates and the log take the same kinds. */
export { CHANNELS as DELIVERY_CHANNELS, DELIVERY_STATUSES, NOTICE_KINDS as DELIVERY_KINDS } from '@vahanhaat/contract/http/notice-kinds';

export const deliveryLog = (f: DeliveryFilter, signal?: AbortSignal) =>
  adminGet<Paged<Delivery>>(`/admin/notifications/deliveries${query({ ...f })}`, signal);
