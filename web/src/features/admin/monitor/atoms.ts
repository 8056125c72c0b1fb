import { atom } from 'jotai';
import type { MonitorView } from './monitor-state';

/** connecting: first connection. live: connected and subscribed. reconnecting: link lost, retrying. */
export type MonitorConnection = 'connecting' | 'live' | 'reconnecting';

export const monitorViewAtom = atom<MonitorView | null>(null);
export const monitorConnectionAtom = atom<MonitorConnection>('connecting');
/** The server's clock minus the browser's, in ms: countdowns run on the server's time. */
export const monitorClockOffsetAtom = atom(0);
/** The last snapshot request failed: its message, shown above the stale figures. */
export const monitorErrorAtom = atom<string | null>(null);
