import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { LotPhotos } from './lot-photos';
import type { Lot } from '../api/types';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LOT = { id: 5, lot_no: 3, photos: [] } as unknown as Lot;
const PHOTO = {
  id: 11,
  storage_key: 'lots/a.jpg',
  url: '/media/img/640/lots/a.jpg',
  thumbnail_url: '/media/img/160/lots/a.jpg',
  sort_order: 0,
  caption: '',
};

async function choose(names: string[]) {
  const input = screen.getByLabelText('Add photos');
  const files = names.map((n) => new File(['x'], n, { type: 'image/jpeg' }));
  await act(async () => fireEvent.change(input, { target: { files } }));
}

describe('LotPhotos', () => {
  it('lists what became of each file: the good ones added, the others with what to do', async () => {
    mockApi({
      '/admin/lots/5/photos': {
        status: 200,
        msg: '1 photo added, 2 refused',
        data: [PHOTO],
        files: [
          { name: 'front.jpg', status: 'accepted', photo_id: 11 },
          { name: 'huge.jpg', status: 'refused', code: 'too_large', reason: 'The file is over 15 MB' },
          { name: 'scan.heic', status: 'refused', code: 'not_image', reason: 'not a photo' },
        ],
      },
    });
    renderWithApp(<LotPhotos lot={LOT} onClose={() => {}} onChanged={() => {}} />, {
      user: { user_id: 1, phone: '9000000001', admin: true },
    });
    await choose(['front.jpg', 'huge.jpg', 'scan.heic']);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('1 added, 2 refused');
    expect(status.textContent).toContain('front.jpg: added');
    expect(status.textContent).toContain('huge.jpg: over 15 MB: send the photo as the camera saved it, or a smaller copy');
    expect(status.textContent).toContain('scan.heic: not a JPEG, PNG or WebP photo');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('shows every refusal when no file was added', async () => {
    mockApi({
      '/admin/lots/5/photos': { status: 415, msg: 'damaged', files: [{ name: 'cut.jpg', status: 'refused', code: 'unreadable' }] },
    });
    renderWithApp(<LotPhotos lot={LOT} onClose={() => {}} onChanged={() => {}} />, {
      user: { user_id: 1, phone: '9000000001', admin: true },
    });
    await choose(['cut.jpg']);
    expect(screen.getByRole('status').textContent).toContain(
      'cut.jpg: damaged or incomplete, it could not be opened: copy it from the phone again',
    );
  });
});
