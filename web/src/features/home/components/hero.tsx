import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SALE_SHOWCASE_URL, loginUrl } from '../../../lib/routes';
import { useTranslatedList } from '../../../lib/use-list';
import { userAtom } from '../../session/atoms';
import { useRotation } from '../use-rotation';

/** The four hero pictures the server ships, each with the key of its translated description. */
const SLIDES = [
  { src: '/media/seed/hero/hero-1.svg', alt: 'home.slides.farm' },
  { src: '/media/seed/hero/hero-2.svg', alt: 'home.slides.yard' },
  { src: '/media/seed/hero/hero-3.svg', alt: 'home.slides.phone' },
  { src: '/media/seed/hero/hero-4.svg', alt: 'home.slides.highway' },
] as const;

const TYPE_MS = 45;

/**
 * What the eye sees as one letter: in Devanagari or Tamil a conjunct is several code points, and
 * typing them one by one would flash broken glyphs.
 */
function letters(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment);
}

/** Types `text` one letter at a time; restarts when the text changes. */
function useTyped(text: string): string {
  const parts = useMemo(() => letters(text), [text]);
  const [length, setLength] = useState(0);
  useEffect(() => setLength(0), [text]);
  useEffect(() => {
    if (length >= parts.length) return;
    const timer = setTimeout(() => setLength((value) => value + 1), TYPE_MS);
    return () => clearTimeout(timer);
  }, [length, parts]);
  return parts.slice(0, length).join('');
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
          key={slide.src}
          className={position === index ? 'hero__image hero__image--active' : 'hero__image'}
          src={position < reached ? slide.src : undefined}
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
          <span key={slide.src} className={position === index ? 'hero__dot hero__dot--active' : 'hero__dot'} />
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
  const typed = useTyped(slogan);

  return (
    <section className="hero">
      <div className="container hero__inner">
        <Carousel />
        <div className="hero__copy">
          <h1 className="hero__title">{t('home.heroTitle')}</h1>
          <p className="hero__slogan">
            <span className="visually-hidden">{slogan}</span>
            <span aria-hidden="true">
              {typed}
              <span className="hero__caret" />
            </span>
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
