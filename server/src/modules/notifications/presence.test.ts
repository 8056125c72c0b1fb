import { describe, expect, it } from 'vitest';
import { createPresence, PRESENCE_SUBJECT } from './presence.js';
import { readStopToken, stopToken } from './unsubscribe.js';

describe('open pages across instances (presence)', () => {
  it('knows the lots and auctions another instance announced, not its own echo, until the announcement is older than its time to live', () => {
    let now = 1_000_000;
    const here = createPresence({ instanceId: 'here', ttlMs: 5000, now: () => now });
    const there = createPresence({ instanceId: 'there', ttlMs: 5000, now: () => now });

    here.onBeacon(PRESENCE_SUBJECT, here.beacon({ lots: [[7, 70]], auctions: [] }));
    expect(here.openElsewhere(7, null, 70)).toBe(false);

    here.onBeacon(PRESENCE_SUBJECT, there.beacon({ lots: [[1, 10]], auctions: [[2, 5]] }));
    expect(here.openElsewhere(1, 5, 10)).toBe(true);
    expect(here.openElsewhere(2, 5, 11)).toBe(true);
    expect(here.openElsewhere(2, null, 11)).toBe(false);
    expect(here.openElsewhere(1, 6, 11)).toBe(false);

    // The next announcement replaces the last: the page was closed.
    here.onBeacon(PRESENCE_SUBJECT, there.beacon({ lots: [], auctions: [[2, 5]] }));
    expect(here.openElsewhere(1, 5, 10)).toBe(false);

    now += 5000;
    expect(here.openElsewhere(2, 5, 11)).toBe(false);
  });

  it('ignores announcements it cannot read', () => {
    const here = createPresence({ instanceId: 'here', ttlMs: 5000 });
    for (const junk of [null, 'x', { instance: 3 }, { instance: 'b', lots: [[1, 'a']], auctions: 'no' }])
      here.onBeacon(PRESENCE_SUBJECT, junk);
    expect(here.openElsewhere(1, null, 1)).toBe(false);
  });
});

describe('unsubscribe tokens', () => {
  it('names the buyer, kind and channel, and is refused when any part or the signature is changed', () => {
    const token = stopToken('s'.repeat(32), { userId: 42, kind: 'outbid', channel: 'whatsapp' });
    expect(token).toMatch(/^42\.outbid\.whatsapp\.[A-Za-z0-9_-]{22}$/);
    expect(readStopToken('s'.repeat(32), token)).toEqual({ userId: 42, kind: 'outbid', channel: 'whatsapp' });
    expect(readStopToken('t'.repeat(32), token)).toBeNull();
    expect(readStopToken('s'.repeat(32), token.replace('42.', '43.'))).toBeNull();
    expect(readStopToken('s'.repeat(32), token.replace('.whatsapp.', '.sms.'))).toBeNull();
    // Payment and security messages cannot be turned off from a link.
    expect(readStopToken('s'.repeat(32), stopToken('s'.repeat(32), { userId: 42, kind: 'approved', channel: 'sms' }))).toBeNull();
  });
});
