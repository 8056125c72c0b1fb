import { describe, expect, it } from 'vitest';
import { standingOf } from './standing';

describe('standingOf', () => {
  it('says leading while the buyer holds the highest quote on a live lot', () => {
    expect(standingOf('live', true, true)).toBe('leading');
    expect(standingOf('closing', true, false)).toBe('leading');
  });

  it('says outbid only to a buyer who quoted and no longer leads', () => {
    expect(standingOf('live', false, true)).toBe('outbid');
    expect(standingOf('live', false, false)).toBeNull();
  });

  it('tells the highest bidder from the others once the lot has closed', () => {
    expect(standingOf('closed', true, true)).toBe('highest');
    expect(standingOf('closed', false, true)).toBe('notWon');
    expect(standingOf('closed', false, false)).toBeNull();
  });

  it('shows nothing on upcoming or withdrawn lots', () => {
    expect(standingOf('upcoming', false, true)).toBeNull();
    expect(standingOf('withdrawn', true, true)).toBeNull();
  });
});
