import { describe, expect, it } from 'vitest';
import { liveStatus } from './live-status';
import type { LotView } from '../realtime/lot-state';

const live = (over: Partial<LotView>): LotView => ({
  auctionId: 1,
  assetId: 5,
  seq: 3,
  state: 'live',
  youLead: true,
  nextValidAmount: 1000,
  quoteCount: 3,
  endsAt: '2026-11-21T10:00:00Z',
  extensions: 0,
  ...over,
});

describe('liveStatus', () => {
  it('turns leading into outbid when another quote takes the lead', () => {
    expect(liveStatus('leading', live({ youLead: false }), true)).toBe('outbid');
    expect(liveStatus('outbid', live({ youLead: true }), true)).toBe('leading');
  });

  it('moves a closed lot to approval pending for the leader and lost for the others', () => {
    expect(liveStatus('leading', live({ state: 'closed', youLead: true }), true)).toBe('approval_pending');
    expect(liveStatus('outbid', live({ state: 'closed', youLead: false }), true)).toBe('lost');
  });

  it('keeps the server status without live state, for watched-only lots and after the sale', () => {
    expect(liveStatus('leading', undefined, true)).toBe('leading');
    expect(liveStatus('not_quoted', live({ youLead: false }), false)).toBe('not_quoted');
    expect(liveStatus('payment_due', live({ state: 'closed' }), true)).toBe('payment_due');
  });
});
