import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type EarlyTaps = typeof import('./early-taps');

/** Each test gets the module afresh: holding starts once per page load. */
let taps: EarlyTaps;
beforeEach(async () => {
  vi.resetModules();
  taps = await import('./early-taps');
  document.body.innerHTML = `
    <form id="login"><input name="password" value="secret" /><button id="submit" type="submit">Login</button></form>
    <button id="signup" type="button"><span id="label">Sign Up</span></button>
    <a id="link" href="#terms"><button id="in-link" type="button">Terms</button></a>`;
});
afterEach(() => {
  taps.handOverTaps(false);
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const el = (id: string) => document.getElementById(id)!;

/** A tap as the browser makes it: cancelable, bubbling; answers whether its default went ahead. */
function tap(target: Element): boolean {
  return target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

function clicks(id: string) {
  const clicked = vi.fn();
  el(id).addEventListener('click', clicked);
  return clicked;
}

describe('taps before the page is live', () => {
  it('holds a tap on a button (also on its label) through hydration and makes it once the page is live', () => {
    taps.holdEarlyTaps();
    const clicked = clicks('signup');
    expect(tap(el('label'))).toBe(false);
    taps.handOverTaps(true);
    // React is hydrating, the page's code not in yet: still held, React is not told.
    expect(tap(el('signup'))).toBe(false);
    expect(clicked).not.toHaveBeenCalled();

    taps.pageIsLive();
    expect(clicked).toHaveBeenCalledTimes(1);
    // Made once only, however many times a page goes live afterwards; later taps are React's.
    taps.pageIsLive();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(tap(el('signup'))).toBe(true);
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it('keeps a form from being sent natively (its fields in the address) and sends it once live', () => {
    taps.holdEarlyTaps();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    el('login').addEventListener('submit', submitted);
    expect(tap(el('submit'))).toBe(false);
    expect(submitted).not.toHaveBeenCalled();

    taps.handOverTaps(true);
    taps.pageIsLive();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves links alone', () => {
    taps.holdEarlyTaps();
    const clicked = clicks('in-link');
    expect(tap(el('in-link'))).toBe(true);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('drops the held taps when the page is drawn afresh, and holds no more', () => {
    taps.holdEarlyTaps();
    const clicked = clicks('signup');
    tap(el('signup'));
    taps.handOverTaps(false);
    taps.pageIsLive();
    expect(clicked).not.toHaveBeenCalled();
    expect(tap(el('signup'))).toBe(true);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('drops a tap whose button left the page before it went live', () => {
    taps.holdEarlyTaps();
    const clicked = clicks('signup');
    tap(el('signup'));
    el('signup').remove();
    taps.handOverTaps(true);
    taps.pageIsLive();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('gives the taps back when the page is not live in time (its code failed to load)', () => {
    vi.useFakeTimers();
    taps.holdEarlyTaps();
    const clicked = clicks('signup');
    tap(el('signup'));
    taps.handOverTaps(true);
    vi.advanceTimersByTime(taps.PAGE_LIVE_WAIT_MS - 1);
    expect(clicked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(tap(el('signup'))).toBe(true);
  });
});
