import { describe, expect, it } from 'vitest';
import { outbidNotice, rememberLotLabel } from './outbid-notice';
import type { LotView } from './lot-state';

const view = (price: number): LotView => ({
  auctionId: 1,
  assetId: 41,
  seq: 9,
  state: 'live',
  price,
  youLead: false,
  nextValidAmount: price + 1000,
  quoteCount: 9,
  endsAt: '2099-01-01T00:00:00.000Z',
  extensions: 0,
});

describe('outbidNotice', () => {
  it('names the vehicle a screen has shown', () => {
    rememberLotLabel(41, 'Swaraj 744 FE (2019)');
    expect(outbidNotice({ assetId: 41, price: 350_000 }, undefined)).toEqual({
      key: 'live.outbidOn',
      values: { lot: 'Swaraj 744 FE (2019)', price: 350_000 },
    });
  });

  it('gives the price as it stands now when later quotes already moved the lot on', () => {
    rememberLotLabel(41, 'Swaraj 744 FE (2019)');
    expect(outbidNotice({ assetId: 41, price: 350_000 }, view(362_000)).values.price).toBe(362_000);
    expect(outbidNotice({ assetId: 41, price: 350_000 }, view(340_000)).values.price).toBe(350_000);
  });

  it('falls back to the price alone for a lot no screen has named', () => {
    expect(outbidNotice({ assetId: 999, price: 120_000 }, undefined)).toEqual({ key: 'live.outbid', values: { price: 120_000 } });
  });
});
