import { atom, type PrimitiveAtom } from 'jotai';
import type { LotView } from './lot-state';

/**
 * idle: nothing watched yet. connecting: first connection. live: connected and subscribed.
 * reconnecting: the link dropped (or the phone went offline); socket.io keeps retrying.
 */
export type ConnectionStatus = 'idle' | 'connecting' | 'live' | 'reconnecting';
export const connectionStatusAtom = atom<ConnectionStatus>('idle');

/** serverTime − Date.now(), in ms: countdowns run on the server's clock, not the phone's. */
export const clockOffsetAtom = atom(0);

const tickAtom = atom(Date.now());
// One interval for every countdown on the page, running only while one is mounted.
tickAtom.onMount = (set) => {
  set(Date.now());
  const timer = setInterval(() => set(Date.now()), 1000);
  return () => clearInterval(timer);
};

/** The server's current time in ms, ticking once a second while read. */
export const serverNowAtom = atom((get) => get(tickAtom) + get(clockOffsetAtom));

function cachedAtoms<T>(initial: T) {
  const atoms = new Map<number, PrimitiveAtom<T>>();
  return (id: number) => {
    let a = atoms.get(id);
    if (!a) {
      a = atom(initial) as PrimitiveAtom<T>;
      atoms.set(id, a);
    }
    return a;
  };
}

/** A lot's live state, as the reducer left it; undefined until its first snapshot arrives. */
export const lotAtom = cachedAtoms<LotView | undefined>(undefined);

/** The last soft-close extension seen on this page: by how much and until when. */
export interface ExtensionNotice {
  minutes: number;
  endsAt: string;
  extensions: number;
}
export const extensionAtom = cachedAtoms<ExtensionNotice | undefined>(undefined);

/** Lots the signed-in buyer has quoted on (or set an autobid on): not leading there means outbid. */
export const participatedAtom = atom<ReadonlySet<number>>(new Set<number>());
