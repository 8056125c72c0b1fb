import { adminGet } from './http';
import type { MonitorSnapshot } from './types';

export const monitorPath = (auctionId: number) => `/admin/auctions/${auctionId}/monitor`;
export const getMonitor = (auctionId: number, signal?: AbortSignal) => adminGet<MonitorSnapshot>(monitorPath(auctionId), signal);
