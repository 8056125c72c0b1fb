/**
 * Taps on a prerendered page before it is live. The page is on screen well before its code has
 * run (on a slow phone, seconds before), and a button there has no handler yet: a tap on "Sign Up"
 * did nothing, and a tap on a form's submit button sent the form natively, its fields in the
 * address. React does not make up for it: once hydrating, it drops a tap on a part whose code is
 * still loading (a lazy page), as Chromium on a loaded phone showed for /login's "Sign Up".
 *
 * From the moment the entry script runs until the page's own part of the tree is live, a tap on a
 * button is held (its default action stopped, React not told); then each held button is tapped
 * again, so the buyer's action happens as if the page had been ready. Links are left alone: they
 * work without the code.
 */

const TAPPABLE = 'button, [role="button"], summary';

/** Holding never outlasts this after React starts: a page whose code failed to load keeps its taps. */
export const PAGE_LIVE_WAIT_MS = 15_000;

let held: HTMLElement[] = [];
let holding = false;
let started = false;
let giveUp: ReturnType<typeof setTimeout> | undefined;
let holdingOn: Document | undefined;

function hold(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(TAPPABLE) : null;
  if (!target || target.closest('a[href]')) return;
  event.preventDefault();
  event.stopPropagation();
  if (!held.includes(target)) held.push(target);
}

function stopHolding() {
  if (!holding) return;
  holding = false;
  clearTimeout(giveUp);
  holdingOn?.removeEventListener('click', hold, true);
}

/** Starts holding taps on buttons (once per page load; the entry script calls it first). */
export function holdEarlyTaps(doc: Document = document) {
  if (started) return;
  started = true;
  holding = true;
  holdingOn = doc;
  doc.addEventListener('click', hold, true);
}

/**
 * React is about to take the page over. Hydrating (`keep`), the prerendered buttons stay and the
 * taps go on being held until the page is live. Drawn afresh, the buttons are about to be
 * replaced: the held taps are dropped and taps are React's from now on.
 */
export function handOverTaps(keep: boolean) {
  if (!holding) return;
  if (!keep) {
    stopHolding();
    held = [];
    return;
  }
  giveUp = setTimeout(pageIsLive, PAGE_LIVE_WAIT_MS);
}

/**
 * The page's content is live (its effects run only once its part of the tree is hydrated): taps
 * are React's from now on, and those held are made again on the buttons still on screen, in the
 * order they came.
 */
export function pageIsLive() {
  stopHolding();
  const taps = held;
  held = [];
  for (const button of taps) {
    if (button.isConnected && !(button as HTMLButtonElement).disabled) button.click();
  }
}
