import { atom } from 'jotai';

/** Hearts by lot id, shared by every card, list and detail screen showing the lot. */
export const watchedAtom = atom<ReadonlyMap<number, boolean>>(new Map<number, boolean>());
