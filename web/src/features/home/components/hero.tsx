import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SALE_SHOWCASE_URL, loginUrl } from '../../../lib/routes';
import { useAtomValue } from '../../../lib/use-atom';
import { useTranslatedList } from '../../../lib/use-list';
import { userAtom } from '../../session/atoms';
import { useRotation } from '../use-rotation';

/**
 * The four hero pictures the server ships, each with the key of its translated description. WebP
 * renderings of the SVG scenes (scripts/build-hero-images.mjs): the browser decodes them off the
 * main thread, where an SVG would be drawn on it while the page is still starting.
 */
const SLIDES = [
  { name: 'hero-1', alt: 'home.slides.farm' },
  { name: 'hero-2', alt: 'home.slides.yard' },
  { name: 'hero-3', alt: 'home.slides.phone' },
  { name: 'hero-4', alt: 'home.slides.highway' },
] as const;

const slideSrc = (name: string, width: number) => `/media/seed/hero/${name}-${width}.webp`;
/** Full width on phones, three fifths of the container beside the text from 992 px. */
const SLIDE_SIZES = '(min-width: 992px) 60vw, 100vw';

const TYPE_MS = 45;

/** A virama (halant) of the Indian scripts the site is written in: it joins the next consonant into a conjunct. */
const VIRAMA_END = /[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D][\u200C\u200D]?$/u;
const JOINS_PREVIOUS = /^[\p{M}\u200C\u200D]$/u;
const LETTER = /^\p{L}$/u;

/**
 * What the eye sees as one letter: in Devanagari or Tamil a conjunct is several code points, and
 * typing them one by one would flash broken glyphs. A code point joins the letter before it when it
 * is a combining mark (a vowel sign, a nukta, a virama) or a joiner, or when that letter ends in a
 * virama. Not Intl.Segmenter: its first use loads the break rules, a block of main-thread work
 * (~30 ms, 4x that on a cheap phone) while the page starts.
 */
export function letters(text: string): string[] {
  const out: string[] = [];
  for (const char of text) {
    const last = out.length - 1;
    const previous = out[last];
    if (previous !== undefined && (JOINS_PREVIOUS.test(char) || (VIRAMA_END.test(previous) && LETTER.test(char))))
      out[last] = previous + char;
    else out.push(char);
  }
  return out;
}

/**
 * Types `text` one letter at a time. The whole line is laid out once (each letter a span that
 * keeps its place while hidden), and a timer shows the next letter directly: no React render, no
 * reflow, no event per letter, so typing costs the main thread nearly nothing while the page
 * loads. The first line, on screen before any script runs, is shown whole (one span).
 */
function TypedLine({ text, animate }: { text: string; animate: boolean }) {
  // A line shown whole (the first) is one span: nothing to split, fewer nodes to hydrate.
  const parts = useMemo(() => (animate ? letters(text) : [text]), [animate, text]);
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const line = ref.current;
    if (!animate || !line) return;
    const spans = [...line.children] as HTMLElement[];
    let shown = 0;
    const timer = setInterval(() => {
      const next = spans[shown];
      if (next) next.style.visibility = 'visible';
      shown += 1;
      if (shown >= spans.length) clearInterval(timer);
    }, TYPE_MS);
    return () => clearInterval(timer);
  }, [animate, parts]);
  return (
    <span aria-hidden="true" className={animate ? 'hero__typed hero__typed--typing' : 'hero__typed'} ref={ref}>
      {parts.map((part, position) => (
        <span key={position}>{part}</span>
      ))}
      <span className="hero__caret" />
    </span>
  );
}

/**
 * Only the slides shown so far and the next one get a `src`: on a slow network the first picture
 * is the only one fetched before the page is usable.
 */
function useReachedSlides(index: number): number {
  const [reached, setReached] = useState(1);
  useEffect(() => setReached((value) => Math.max(value, Math.min(index + 2, SLIDES.length))), [index]);
  return reached;
}

function Carousel() {
  const { t } = useTranslation();
  const { index } = useRotation(SLIDES.length);
  const reached = useReachedSlides(index);
  return (
    <div className="hero__carousel" aria-roledescription="carousel" aria-label={t('home.carouselLabel')}>
      {SLIDES.map((slide, position) => (
        <img
          key={slide.name}
          className={position === index ? 'hero__image hero__image--active' : 'hero__image'}
          src={position < reached ? slideSrc(slide.name, 1200) : undefined}
          srcSet={position < reached ? `${slideSrc(slide.name, 720)} 720w, ${slideSrc(slide.name, 1200)} 1200w` : undefined}
          sizes={SLIDE_SIZES}
          alt={t(slide.alt)}
          aria-hidden={position === index ? undefined : true}
          width={1200}
          height={500}
          decoding="async"
          fetchPriority={position === 0 ? 'high' : 'low'}
        />
      ))}
      <div className="hero__dots" aria-hidden="true">
        {SLIDES.map((slide, position) => (
          <span key={slide.name} className={position === index ? 'hero__dot hero__dot--active' : 'hero__dot'} />
        ))}
      </div>
    </div>
  );
}

interface HeroProps {
  /** Visitors get a call-back button that opens the lead form. */
  onRequestCallBack: () => void;
}

/** Hero: a 4-picture carousel and the seller pitch typed out, a new line every 6 s (spec §1, §2). */
export function Hero({ onRequestCallBack }: HeroProps) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const slogans = useTranslatedList('home.slogans');
  const { index } = useRotation(slogans.length);
  const slogan = slogans[index] ?? '';
  // Lines are typed from the first rotation on (and never when the reader asked for less motion,
  // as then the rotation stands still).
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (index !== 0) setTyping(true);
  }, [index]);

  return (
    <section className="hero">
      <div className="container hero__inner">
        <Carousel />
        <div className="hero__copy">
          <h1 className="hero__title">{t('home.heroTitle')}</h1>
          <p className="hero__slogan">
            <span className="visually-hidden">{slogan}</span>
            <TypedLine key={slogan} text={slogan} animate={typing} />
          </p>
          <div className="hero__actions">
            <Link href={user ? SALE_SHOWCASE_URL : loginUrl(SALE_SHOWCASE_URL)} className="button button--light">
              {t('home.viewSale')}
            </Link>
            {user ? null : (
              <button type="button" className="button button--ghost-light" onClick={onRequestCallBack}>
                {t('leads.requestCallBack')}
              </button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
