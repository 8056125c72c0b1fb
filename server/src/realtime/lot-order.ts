/**
 * The hub gets each lot event twice on the instance that committed it: at once from its own
 * commit (outbox.ts `committed`) and again from the bus, with the same outbox id. Other instances'
 * events come only from the bus, and may arrive after a local one that follows them. These two
 * pieces make the hub forward each event once, in seq order per lot, whichever copy comes first.
 */

/** The last `capacity` ids seen; `add` is false for an id already among them. */
export function createRecentIds(capacity: number) {
  const seen = new Set<string>();
  const ring: string[] = new Array<string>(capacity);
  let next = 0;
  return {
    has: (id: string) => seen.has(id),
    add(id: string): boolean {
      if (seen.has(id)) return false;
      const evicted = ring[next];
      if (evicted !== undefined) seen.delete(evicted);
      ring[next] = id;
      next = (next + 1) % capacity;
      seen.add(id);
      return true;
    },
  };
}

export interface Ordered<E> {
  assetId: number;
  /** A quote's own seq; for `extended` and `closed`, the seq of the quote they follow. */
  seq: number;
  quote: boolean;
  event: E;
}

export interface LotOrderOptions<E> {
  deliver(e: Ordered<E>): void;
  /** How long an event waits for the ones before it; then it goes anyway and clients resync the gap. */
  holdMs: number;
  setTimer?: (cb: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

interface LotLine<E> {
  last: number;
  held: Ordered<E>[];
  timer?: unknown;
  closed?: boolean;
}

const byPosition = <E>(a: Ordered<E>, b: Ordered<E>) => a.seq - b.seq || Number(b.quote) - Number(a.quote);

/**
 * Per lot: a quote goes out when it is the next seq, `extended` and `closed` once their quote has.
 * Anything early waits (at most holdMs) for what comes before it; a quote at or below the last
 * seq forwarded is a copy and is dropped. A lot seen for the first time starts where it stands.
 */
export function createLotOrder<E>(opts: LotOrderOptions<E>) {
  const setTimer = opts.setTimer ?? ((cb, ms) => setTimeout(cb, ms).unref());
  const clearTimer = opts.clearTimer ?? ((t) => clearTimeout(t as NodeJS.Timeout));
  const lines = new Map<number, LotLine<E>>();

  function forward(line: LotLine<E>, e: Ordered<E>) {
    if (e.quote) line.last = Math.max(line.last, e.seq);
    opts.deliver(e);
  }

  const ready = (line: LotLine<E>, e: Ordered<E>) => (e.quote ? e.seq === line.last + 1 : e.seq <= line.last);

  function release(assetId: number, line: LotLine<E>) {
    while (line.held.length > 0 && ready(line, line.held[0]!)) forward(line, line.held.shift()!);
    if (line.held.length === 0 && line.timer !== undefined) {
      clearTimer(line.timer);
      line.timer = undefined;
    }
    settle(assetId, line);
  }

  // A closed lot has nothing more to order: forget it, so the map holds live lots only.
  function settle(assetId: number, line: LotLine<E>) {
    if (line.held.length === 0 && line.closed) lines.delete(assetId);
  }

  function giveUp(assetId: number) {
    const line = lines.get(assetId);
    if (!line) return;
    line.timer = undefined;
    const held = line.held.splice(0);
    for (const e of held) if (!(e.quote && e.seq <= line.last)) forward(line, e);
    settle(assetId, line);
  }

  return {
    push(e: Ordered<E>) {
      let line = lines.get(e.assetId);
      if (!line) lines.set(e.assetId, (line = { last: e.quote ? e.seq - 1 : e.seq, held: [] }));
      if (e.quote && e.seq <= line.last) return;
      if (ready(line, e)) {
        forward(line, e);
        release(e.assetId, line);
        return;
      }
      line.held.push(e);
      line.held.sort(byPosition);
      if (line.timer === undefined) line.timer = setTimer(() => giveUp(e.assetId), opts.holdMs);
    },
    /** A lot that closed: once nothing of it waits, its line is dropped. */
    closed(assetId: number) {
      const line = lines.get(assetId);
      if (!line) return;
      line.closed = true;
      settle(assetId, line);
    },
    size: () => lines.size,
    /** The last quote seq forwarded for the lot; undefined when this instance has seen none (or it closed). */
    last: (assetId: number) => lines.get(assetId)?.last,
  };
}
