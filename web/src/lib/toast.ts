import { atom } from 'jotai';
import { store } from './store';

export type ToastKind = 'success' | 'error' | 'info' | 'quick';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds before it closes by itself. */
  duration: number;
}

/** Spec §9: success and error close after 5000 ms; quick confirmations after 300 ms. */
export const TOAST_DURATION_MS = 5000;
export const QUICK_TOAST_DURATION_MS = 300;
/** A toast dragged sideways by more than this share of its width is dismissed. */
export const TOAST_DRAG_DISMISS_RATIO = 0.6;

export const toastsAtom = atom<ToastItem[]>([]);

let nextId = 1;

function push(kind: ToastKind, message: string, duration: number): number {
  const id = nextId++;
  store.set(toastsAtom, (list) => [...list, { id, kind, message, duration }]);
  return id;
}

export function dismissToast(id: number): void {
  store.set(toastsAtom, (list) => list.filter((item) => item.id !== id));
}

/** Callable from anywhere (components, api helpers, socket handlers). Returns the toast id. */
export const toast = {
  success: (message: string, duration = TOAST_DURATION_MS) => push('success', message, duration),
  error: (message: string, duration = TOAST_DURATION_MS) => push('error', message, duration),
  info: (message: string, duration = TOAST_DURATION_MS) => push('info', message, duration),
  /** Bottom-centre confirmation such as "Added to favorites". */
  quick: (message: string, duration = QUICK_TOAST_DURATION_MS) => push('quick', message, duration),
};
