import { Link } from 'wouter';
import { SALE_SHOWCASE_URL, loginUrl } from '../../../lib/routes';
import { useAtomValue } from '../../../lib/use-atom';
import { useMediaQuery } from '../../../lib/use-media-query';
import { userAtom } from '../../session/atoms';
import { useRotation } from '../use-rotation';
import type { CSSProperties, ReactNode } from 'react';

interface ShowcaseStripProps<T> {
  title: string;
  items: T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** Strip page size: 7 above 1200 px, 5 above 800 px, else 3 (spec §9). */
function useStripPageSize(): number {
  const wide = useMediaQuery('(min-width: 1201px)');
  const medium = useMediaQuery('(min-width: 801px)');
  return wide ? 7 : medium ? 5 : 3;
}

/** 'Sale by Financier' / 'Sale by State': a page of items advancing every 6 s, wrapping, with a fade. */
export function ShowcaseStrip<T>({ title, items, itemKey, renderItem }: ShowcaseStripProps<T>) {
  const user = useAtomValue(userAtom);
  const pageSize = useStripPageSize();
  const { index, fading } = useRotation(items.length, pageSize);
  if (items.length === 0) return null;

  const visible = Array.from({ length: Math.min(pageSize, items.length) }, (_, offset) => items[(index + offset) % items.length] as T);
  const target = user ? SALE_SHOWCASE_URL : loginUrl(SALE_SHOWCASE_URL);

  return (
    <section className="strip" aria-label={title}>
      <h2 className="section-title">{title}</h2>
      <ul
        className={fading ? 'strip__items strip__items--fading' : 'strip__items'}
        style={{ '--strip-columns': pageSize } as CSSProperties}
      >
        {visible.map((item) => (
          <li key={itemKey(item)}>
            <Link href={target} className="strip__item">
              {renderItem(item)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
