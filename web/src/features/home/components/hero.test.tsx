import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { FADE_MS, ROTATION_INTERVAL_MS } from '../use-rotation';
import { Hero, letters } from './hero';

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

describe('letters', () => {
  it('keeps a conjunct and its vowel signs together, as the eye reads them', () => {
    expect(letters('ट्रैक्टर')).toEqual(['ट्रै', 'क्ट', 'र']);
    expect(letters('हिन्दी में')).toEqual(['हि', 'न्दी', ' ', 'में']);
    expect(letters('க்ஷேத்திரம்')).toEqual(['க்ஷே', 'த்தி', 'ர', 'ம்']);
    expect(letters('Track ERP.')).toEqual(['T', 'r', 'a', 'c', 'k', ' ', 'E', 'R', 'P', '.']);
  });

  it('never splits a grapheme cluster of Intl.Segmenter, on the slogans of every language', async () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const boundaries = (parts: string[]) => parts.map((_, i) => parts.slice(0, i + 1).join('').length);
    for (const code of ['en', 'hi', 'mr', 'gu', 'kn', 'te', 'ta']) {
      const strings = (await import(`../../../locales/${code}.json`)) as { default: { home: { slogans: string[] } } };
      for (const line of strings.default.home.slogans) {
        const ours = letters(line);
        expect(ours.join('')).toBe(line);
        const theirs = new Set(boundaries(Array.from(segmenter.segment(line), (part) => part.segment)));
        expect(boundaries(ours).filter((at) => !theirs.has(at))).toEqual([]);
      }
    }
  });
});
