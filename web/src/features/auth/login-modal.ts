import { atom } from 'jotai';

/** The spec's login modal (§2): opened by the header's Login | SignUp; /login stays for direct visits. */
export const loginModalOpenAtom = atom(false);

/** The modal's code, fetched on the first open (or when a pointer comes near the button). */
export const loadLoginModal = () => import('./components/login-modal');

export function preloadLoginModal(): void {
  loadLoginModal().catch(() => undefined);
}
