import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../styles/lot-gallery.css';
import { clampPan, clampZoom, distance, MIN_ZOOM, pinchZoom, stepIndex, swipeDirection, type Point } from '../gallery-gestures';
import type { LotPhoto } from '../api/lot';

/** The stage shows the photo at most this wide on a desktop: the browser picks the srcset width from it. */
const SIZES = '(min-width: 960px) 560px, 100vw';

interface Gesture {
  start: Point;
  startZoom: number;
  startGap: number;
  startPan: Point;
  moved: boolean;
}

/**
 * A lot's photo set: one photo at a time with its view's name; swipe or arrow keys turn it, pinch,
 * double-tap or the +/- keys zoom it, a zoomed photo drags. Thumbnails below,
 * lazily loaded; WebP (AVIF where the browser takes it) at the width the screen needs.
 */
export function PhotoGallery({ photos, label, videoUrl }: { photos: LotPhoto[]; label: string; videoUrl?: string | null }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [pan, setPan] = useState<Point>({ x: 0, y: 0 });
  const [full, setFull] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef(0);
  const count = photos.length;

  const resetZoom = useCallback(() => {
    setZoom(MIN_ZOOM);
    setPan({ x: 0, y: 0 });
  }, []);
  const go = useCallback(
    (next: number) => {
      setIndex(next);
      resetZoom();
    },
    [resetZoom],
  );
  useEffect(() => {
    if (index >= count) go(0);
  }, [index, count, go]);

  const stageSize = () => {
    const r = stage.current?.getBoundingClientRect();
    return { width: r?.width ?? 0, height: r?.height ?? 0 };
  };
  const zoomTo = (z: number) => {
    const next = clampZoom(z);
    setZoom(next);
    setPan((p) => (next === MIN_ZOOM ? { x: 0, y: 0 } : clampPan(p, next, stageSize())));
  };

  const beginGesture = () => {
    const pts = [...pointers.current.values()];
    gesture.current = {
      start: pts[0]!,
      startZoom: zoom,
      startGap: pts.length > 1 ? distance(pts[0]!, pts[1]!) : 0,
      startPan: pan,
      moved: false,
    };
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    beginGesture();
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId) || !gesture.current) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const g = gesture.current;
    const pts = [...pointers.current.values()];
    if (pts.length > 1 && g.startGap > 0) {
      g.moved = true;
      zoomTo(pinchZoom(g.startZoom, g.startGap, distance(pts[0]!, pts[1]!)));
      return;
    }
    const p = pts[0]!;
    if (Math.abs(p.x - g.start.x) + Math.abs(p.y - g.start.y) > 6) g.moved = true;
    if (zoom > MIN_ZOOM) setPan(clampPan({ x: g.startPan.x + p.x - g.start.x, y: g.startPan.y + p.y - g.start.y }, zoom, stageSize()));
  };

  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    const end = pointers.current.get(e.pointerId) ?? { x: e.clientX, y: e.clientY };
    const wasPinch = pointers.current.size > 1;
    pointers.current.delete(e.pointerId);
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other carries on as a drag from here.
      beginGesture();
      return;
    }
    gesture.current = null;
    if (!g || wasPinch || e.type === 'pointercancel') return;
    if (!g.moved) {
      const now = Date.now();
      if (now - lastTap.current < 320) {
        zoomTo(zoom > MIN_ZOOM ? MIN_ZOOM : 2.5);
        lastTap.current = 0;
      } else {
        lastTap.current = now;
      }
      return;
    }
    if (zoom === MIN_ZOOM) {
      const dir = swipeDirection(g.start, end);
      if (dir !== 0) go(stepIndex(index, dir, count));
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => go(stepIndex(index, 1, count)),
      ArrowLeft: () => go(stepIndex(index, -1, count)),
      Home: () => go(0),
      End: () => go(count - 1),
      '+': () => zoomTo(zoom + 0.5),
      '=': () => zoomTo(zoom + 0.5),
      '-': () => zoomTo(zoom - 0.5),
      '0': resetZoom,
      Escape: () => (zoom > MIN_ZOOM ? resetZoom() : setFull(false)),
    };
    const action = keys[e.key];
    if (!action) return;
    e.preventDefault();
    action();
  };

  const current = photos[Math.min(index, count - 1)];
  if (!current) return <div className="gallery gallery--empty">{t('lot.noPhoto')}</div>;
  const slotName = (p: LotPhoto) => (p.slot && p.slot !== 'other' ? t(`gallery.slot.${p.slot}`) : p.caption || label);
  const alt = `${label}: ${slotName(current)}`;

  return (
    <div className={`gallery${full ? ' gallery--full' : ''}`} data-testid="gallery">
      <div
        ref={stage}
        className={`gallery__stage${zoom > MIN_ZOOM ? ' gallery__stage--zoomed' : ''}`}
        role="group"
        aria-roledescription={t('gallery.roledescription')}
        aria-label={t('gallery.position', { n: index + 1, total: count, view: slotName(current) })}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        data-zoom={zoom.toFixed(2)}
        data-index={index}
      >
        {/* A new element per photo: the old one must not stay on screen while the next loads. */}
        <picture key={current.url}>
          {current.avif_srcset ? <source type="image/avif" srcSet={current.avif_srcset} sizes={SIZES} /> : null}
          <img
            className="gallery__image"
            src={current.medium_url}
            srcSet={current.srcset}
            sizes={SIZES}
            alt={alt}
            width={640}
            height={420}
            draggable={false}
            decoding="async"
            style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` }}
          />
        </picture>
        <span className="gallery__caption" aria-hidden="true">
          {slotName(current)} · {index + 1}/{count}
        </span>
        {count > 1 ? (
          <>
            <button
              type="button"
              className="gallery__nav gallery__nav--prev"
              aria-label={t('gallery.previous')}
              onClick={() => go(stepIndex(index, -1, count))}
              onPointerDown={(e) => e.stopPropagation()}
            >
              ‹
            </button>
            <button
              type="button"
              className="gallery__nav gallery__nav--next"
              aria-label={t('gallery.next')}
              onClick={() => go(stepIndex(index, 1, count))}
              onPointerDown={(e) => e.stopPropagation()}
            >
              ›
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="gallery__full"
          aria-pressed={full}
          aria-label={full ? t('gallery.closeFull') : t('gallery.openFull')}
          onClick={() => setFull(!full)}
          onPointerDown={(e) => e.stopPropagation()}
        >
          {full ? '×' : '⤢'}
        </button>
      </div>
      <p className="gallery__hint muted">{t('gallery.hint')}</p>
      {count > 1 ? (
        <ul className="gallery__thumbs" aria-label={t('lot.photos')}>
          {photos.map((photo, i) => (
            <li key={photo.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={i === index}
                aria-label={t('gallery.thumb', { n: i + 1, total: count, view: slotName(photo) })}
                onClick={() => go(i)}
              >
                <img src={photo.thumbnail_url} alt="" width={80} height={53} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {videoUrl ? (
        <a className="gallery__video button button--outline" href={videoUrl} target="_blank" rel="noopener noreferrer nofollow">
          {t('gallery.video')}
        </a>
      ) : null}
    </div>
  );
}
