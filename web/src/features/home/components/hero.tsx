import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { HandshakeIcon, TractorIcon, TruckIcon, TwoWheelerIcon } from '../../../components/ui/icons';
import { ROUTES, SALE_SHOWCASE_URL, loginUrl } from '../../../lib/routes';
import { useTranslatedList } from '../../../lib/use-list';
import { userAtom } from '../../session/atoms';
import { useRotation } from '../use-rotation';

const SLIDES = [
  { key: 'tractors', Icon: TractorIcon },
  { key: 'twoWheelers', Icon: TwoWheelerIcon },
  { key: 'commercial', Icon: TruckIcon },
  { key: 'financiers', Icon: HandshakeIcon },
] as const;

const TYPE_MS = 45;

/** Types `text` one character at a time; restarts when the text changes. */
function useTyped(text: string): string {
  const [length, setLength] = useState(0);
  useEffect(() => setLength(0), [text]);
  useEffect(() => {
    if (length >= text.length) return;
    const timer = setTimeout(() => setLength((value) => value + 1), TYPE_MS);
    return () => clearTimeout(timer);
  }, [length, text]);
  return text.slice(0, length);
}

/** Hero: a 4-slide illustrated carousel and a typed slogan cycling through 5 lines every 6 s. */
export function Hero() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const slogans = useTranslatedList('home.slogans');
  const { index: sloganIndex } = useRotation(slogans.length);
  const { index: slideIndex, fading } = useRotation(SLIDES.length);
  const slogan = slogans[sloganIndex] ?? '';
  const typed = useTyped(slogan);
  const slide = SLIDES[slideIndex] ?? SLIDES[0];

  return (
    <section className="hero">
      <div className="container hero__inner">
        <div className="hero__copy">
          <h1 className="hero__title">{t('home.heroTitle')}</h1>
          <p className="hero__slogan" aria-live="off">
            <span className="visually-hidden">{slogan}</span>
            <span aria-hidden="true">
              {typed}
              <span className="hero__caret" />
            </span>
          </p>
          <div className="hero__actions">
            <Link href={user ? SALE_SHOWCASE_URL : loginUrl(SALE_SHOWCASE_URL)} className="button button--light button--large">
              {t('home.viewSale')}
            </Link>
            <Link href={ROUTES.subscriptionPlans} className="button button--ghost-light button--large">
              {t('header.subscribe')}
            </Link>
          </div>
        </div>
        <figure className={fading ? 'hero__slide hero__slide--fading' : 'hero__slide'} aria-roledescription="slide">
          <slide.Icon size={96} strokeWidth={1.4} />
          <figcaption>{t(`home.slides.${slide.key}`)}</figcaption>
        </figure>
        <div className="hero__dots" aria-hidden="true">
          {SLIDES.map((item, index) => (
            <span key={item.key} className={index === slideIndex ? 'hero__dot hero__dot--active' : 'hero__dot'} />
          ))}
        </div>
      </div>
    </section>
  );
}
