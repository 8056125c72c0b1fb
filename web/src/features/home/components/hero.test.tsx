import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { FADE_MS, ROTATION_INTERVAL_MS } from '../use-rotation';
import { Hero } from './hero';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const typedLetters = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.hero__typed > span:not(.hero__caret)')];
const shown = (container: HTMLElement) =>
  typedLetters(container)
    .filter((span) => !span.closest('.hero__typed--typing') || span.style.visibility === 'visible')
    .map((span) => span.textContent)
    .join('');

describe('Hero slogan', () => {
  it('shows the first line whole, as prerendered, then types the next one letter by letter', () => {
    const { container } = renderWithApp(<Hero onRequestCallBack={() => undefined} />, { user: null });
    expect(shown(container)).toBe('Instant finance facilities for your customers.');

    act(() => vi.advanceTimersByTime(ROTATION_INTERVAL_MS + FADE_MS));
    const next = 'Track your whole business with our in-house ERP.';
    // The whole line is laid out at once, for screen readers too; the letters appear in turn.
    expect(container.querySelector('.hero__slogan .visually-hidden')?.textContent).toBe(next);
    expect(
      typedLetters(container)
        .map((span) => span.textContent)
        .join(''),
    ).toBe(next);
    expect(shown(container)).toBe('');
    act(() => vi.advanceTimersByTime(5 * 45));
    expect(shown(container)).toBe('Track');
    act(() => vi.advanceTimersByTime(next.length * 45));
    expect(shown(container)).toBe(next);
  });
});
