/**
 * Open pages across instances. A buyer's sockets live on one instance; the instance that decides
 * a notice may be another. Every instance announces, every few seconds over the bus (outside the
 * stream), which lots and auctions its signed-in sockets follow live; each keeps the others'
 * latest announcement until it is older than its time to live (an instance that stops or loses
 * the bus falls silent, and its buyers count as away again).
 */
export const PRESENCE_SUBJECT = 'notifications.presence';

export interface PresenceSnapshot {
  lots: [userId: number, assetId: number][];
  auctions: [userId: number, auctionId: number][];
}

export interface PresenceBeacon extends PresenceSnapshot {
  instance: string;
  ttlMs: number;
}

const pairs = (v: unknown): [number, number][] =>
  Array.isArray(v) ? v.filter((p): p is [number, number] => Array.isArray(p) && p.length === 2 && p.every((n) => Number.isInteger(n))) : [];

export function createPresence(opts: { instanceId: string; ttlMs: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const remote = new Map<string, { expiresAt: number; lots: Set<string>; auctions: Set<string> }>();

  return {
    /** This instance's announcement of what its sockets follow. */
    beacon: (snapshot: PresenceSnapshot): PresenceBeacon => ({ instance: opts.instanceId, ttlMs: opts.ttlMs, ...snapshot }),

    /** Another instance's announcement (its own echo is ignored: local sockets are asked directly). */
    onBeacon(_subject: string, payload: unknown) {
      const b = payload as Partial<PresenceBeacon> | null;
      if (!b || typeof b.instance !== 'string' || b.instance === opts.instanceId) return;
      const ttl = typeof b.ttlMs === 'number' && b.ttlMs > 0 ? Math.min(b.ttlMs, 5 * 60_000) : opts.ttlMs;
      remote.set(b.instance, {
        expiresAt: now() + ttl,
        lots: new Set(pairs(b.lots).map(([u, l]) => `${u}:${l}`)),
        auctions: new Set(pairs(b.auctions).map(([u, a]) => `${u}:${a}`)),
      });
    },

    /** Whether a socket of this user on another instance follows the lot or its auction live. */
    openElsewhere(userId: number, auctionId: number | null, assetId: number): boolean {
      const at = now();
      for (const [id, p] of remote) {
        if (p.expiresAt <= at) {
          remote.delete(id);
          continue;
        }
        if (p.lots.has(`${userId}:${assetId}`) || (auctionId !== null && p.auctions.has(`${userId}:${auctionId}`))) return true;
      }
      return false;
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
