/**
 * Pre-framed, coalesced socket writes for broadcasts: one writer per gateway, shared by both
 * transports.
 *
 * A fan-out's cost is one write system call per socket (12–15 µs each on this 2-core VM, most of
 * the CPU; JSON is noise, and the transports keep the work per watcher per event to a comparison
 * or two). Three things keep it down and the server responsive:
 * - a broadcast is framed once: the same Buffer (WebSocket header + payload; server frames are
 *   unmasked, so one frame fits every socket) goes to every recipient;
 * - frames for a socket wait until the end of the current I/O phase (setImmediate) and go out in
 *   one corked write, so events that arrive together cost one system call per socket, not one
 *   per event. An event that arrives alone is written one phase later: no timer, no added wait;
 * - a flush writes at most CHUNK sockets, then yields to I/O. The quote path, the outbox relay
 *   and NATS share this event loop: a 5,000-socket flush in one piece would stall them, and each
 *   event would then arrive alone after the previous flush. Yielding lets the next events in,
 *   and they join the sockets still waiting in this flush.
 */
import type { Socket } from 'node:net';

// Bytes Node holds for a socket after the kernel's buffer is full. Past HIGH the socket stops
// getting lot events; under LOW it has caught up and gets a snapshot.
export const HIGH_WATER = 1024 * 1024;
export const LOW_WATER = 64 * 1024;

export interface FrameTarget {
  /** The TCP socket under the WebSocket. */
  readonly socket: Socket;
  /** Still open for data frames (a socket past its close handshake must get none). */
  open(): boolean;
  /** Frames waiting for the flush; null when none. */
  pending: Buffer[] | null;
}

/** One unmasked, final WebSocket text frame holding `text`. */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const head = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + length);
  frame[0] = 0x81;
  if (head === 2) frame[1] = length;
  else if (head === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(text, head);
  return frame;
}

// The chunk is a trade between the fan-out and everything else on this event loop: a quote's way
// to the hub (its HTTP request, its database round trip) waits behind the chunk being written at
// each step. bench:fanout, services mode, same hour: at 5,000 watchers p99 110-113 ms with 500
// per chunk, 113-126 with 1,000 (accept→hub p50 9 against 16 ms), 107-116 with 250; at 1,000
// watchers p99 26-28 ms with 500 or 1,000, 33 with 250 (a fan-out split in four).
const CHUNK = 500;

export function createFrameWriter() {
  let dirty: FrameTarget[] = [];
  /** Next index of `dirty` to flush. */
  let at = 0;
  let scheduled = false;
  /** afterFlush callbacks, each with the length `dirty` had when it was asked: done once `at` passes it. */
  const waiting: { upTo: number; cb: () => void }[] = [];

  function write(t: FrameTarget, frames: Buffer[]) {
    if (!t.open()) return;
    if (frames.length === 1) {
      t.socket.write(frames[0]!);
      return;
    }
    t.socket.cork();
    for (const f of frames) t.socket.write(f);
    t.socket.uncork();
  }

  function flushSome() {
    scheduled = false;
    const end = Math.min(dirty.length, at + CHUNK);
    for (; at < end; at++) flush(dirty[at]!);
    while (waiting.length && waiting[0]!.upTo <= at) waiting.shift()!.cb();
    if (at < dirty.length) return schedule();
    dirty = [];
    at = 0;
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flushSome);
  }

  /** Writes what `t` has queued now; a reply sent outside the writer calls this first, to stay in order. */
  function flush(t: FrameTarget) {
    const frames = t.pending;
    if (!frames) return;
    t.pending = null;
    write(t, frames);
  }

  return {
    queue(t: FrameTarget, frame: Buffer) {
      if (t.pending) {
        t.pending.push(frame);
        return;
      }
      t.pending = [frame];
      dirty.push(t);
      schedule();
    },
    flush,
    /** Runs `cb` once every frame queued so far is written (at once when none is waiting). */
    afterFlush(cb: () => void) {
      if (at >= dirty.length) cb();
      else waiting.push({ upTo: dirty.length, cb });
    },
  };
}

export type FrameWriter = ReturnType<typeof createFrameWriter>;
