import { SOCKET_IO_PATH } from '@vahanhaat/contract/realtime/constants';

/** The API's origin (blank: this site's). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/**
 * The options of every socket.io connection (the live room's, the admin monitor's). Refused or
 * dropped, it retries after 0.5 s doubling to 5 s, each delay ±50% at random, so the sockets of an
 * instance that died do not all knock on the survivors at once.
 */
export const SOCKET_OPTIONS = {
  path: SOCKET_IO_PATH,
  withCredentials: true,
  reconnectionDelay: 500,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
} as const;
