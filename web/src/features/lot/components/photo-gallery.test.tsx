import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { PhotoGallery } from './photo-gallery';
import type { LotPhoto } from '../api/lot';

afterEach(cleanup);

const photo = (slot: LotPhoto['slot'], n: number): LotPhoto => ({
  caption: '',
  slot,
  thumbnail_url: `/media/img/320/p${n}.jpg`,
  medium_url: `/media/img/640/p${n}.jpg`,
  url: `/media/img/1024/p${n}.jpg`,
  srcset: `/media/img/320/p${n}.jpg 320w, /media/img/640/p${n}.jpg 640w`,
  avif_srcset: `/media/avif/320/p${n}.jpg 320w`,
});

describe('the lot photo gallery', () => {
  it('names each view, offers AVIF and WebP widths, and lazy-loads the thumbnails', () => {
    renderWithApp(<PhotoGallery photos={[photo('front', 1), photo('engine', 2)]} label="Swaraj 744 FE" videoUrl="https://youtu.be/abc" />);
    const img = screen.getByAltText('Swaraj 744 FE: Front');
    expect(img.getAttribute('srcset')).toContain('640w');
    expect(document.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain('/media/avif/');
    expect([...document.querySelectorAll('.gallery__thumb img')].every((i) => i.getAttribute('loading') === 'lazy')).toBe(true);
    expect(screen.getByRole('link', { name: 'Watch the walk-around video' }).getAttribute('rel')).toContain('noopener');
  });

  it('turns with the arrow keys and zooms with + and −, Escape zooming back out', () => {
    renderWithApp(<PhotoGallery photos={[photo('front', 1), photo('rear', 2), photo('rc', 3)]} label="Lot" />);
    const stage = screen.getByRole('group');
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(stage.getAttribute('aria-label')).toBe('Photo 2 of 3: Rear');
    fireEvent.keyDown(stage, { key: 'ArrowLeft' });
    fireEvent.keyDown(stage, { key: 'ArrowLeft' });
    expect(stage.getAttribute('aria-label')).toBe('Photo 3 of 3: RC');
    fireEvent.keyDown(stage, { key: '+' });
    fireEvent.keyDown(stage, { key: '+' });
    expect(stage.getAttribute('data-zoom')).toBe('2.00');
    fireEvent.keyDown(stage, { key: 'Escape' });
    expect(stage.getAttribute('data-zoom')).toBe('1.00');
    fireEvent.click(screen.getByRole('button', { name: 'Photo 1 of 3: Front' }));
    expect(stage.getAttribute('aria-label')).toBe('Photo 1 of 3: Front');
  });
});
