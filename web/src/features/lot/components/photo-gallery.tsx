import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotPhoto } from '../api/lot';

/** The 640 px photo with thumbnails under it; the 1024 px one opens on tap for a closer look. */
export function PhotoGallery({ photos, label }: { photos: LotPhoto[]; label: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = photos[index];
  if (!current) return <div className="gallery gallery--empty">{t('lot.noPhoto')}</div>;
  return (
    <div className="gallery">
      <a href={current.url} target="_blank" rel="noreferrer" className="gallery__main" aria-label={t('lot.openPhoto', { caption: current.caption || label })}>
        <img src={current.medium_url} alt={current.caption || label} width={640} height={480} />
      </a>
      {photos.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={t('lot.photos')}>
          {photos.map((photo, i) => (
            <li key={photo.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={i === index}
                aria-label={t('lot.photoN', { n: i + 1, total: photos.length })}
                onClick={() => setIndex(i)}
              >
                <img src={photo.thumbnail_url} alt="" width={80} height={60} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
