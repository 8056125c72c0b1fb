// Pinned fixes to postgres.js 3.4.9 (the newest release, 2026-11) for what happens when a
// connection's backend goes away: a database restart, a failover, pg_terminate_backend.
//
// Why the released driver crashes the process (porsager/postgres issues 1066, 1154, 1208, 1186;
// pull requests 1168, 1176, 1209, 1215 are open and each covers only part of it):
// - A reserved connection (sql.reserve()) and a transaction (sql.begin()) keep calling
//   `c.execute()` on their connection after it closed: reserve's handler does, and so does
//   begin's own ROLLBACK after the failed statement. `closed()` has set `socket = null`, the small
//   write is deferred with setImmediate(nextWrite), and `socket.write` on null throws from a timer
//   callback: an uncaught TypeError that no caller can catch.
// - `closed()` cancels a pending deferred write but leaves `chunk` and `nextWriteTimer` set, so
//   the stale bytes are sent ahead of the next socket's StartupMessage and, because the stale
//   timer is not null, no write is ever scheduled again: the connection times out on every
//   reconnect (CONNECT_TIMEOUT) and never comes back.
// - Releasing a reserved connection that closed puts it back among the open ones although the
//   pool has already taken it back (closed or reconnecting), so the next query goes to a dead
//   connection; statements queued behind a full reserved connection or transaction never settle;
//   and a transaction's late statements could run on the reconnected session, outside it.
// - A reservation (sql.reserve()) made while no connection could be opened hangs or leaks a
//   connection: a failed one stays in the wait queue and later swallows the next connection that
//   opens; one picked up by a reconnecting connection is dropped once that connection opens.
// - A connection that closes while it starts up (its array-types query in flight: a restart
//   while the pool reconnects) rejects a promise nobody holds, which ends a process on Node's
//   default (issues 1192, 1205, 1223); and a closed connection keeps the statement it had in flight and the error
//   the server sent for it. The next socket then took a starting server's refusals (57P03) for
//   that statement's, so a reservation kept reconnecting, every quote of its lane waiting behind
//   it, until the server was up, and then failed with the old error anyway.
//
// The fixes: a deferred write with no socket settles the queries it carried (CONNECTION_CLOSED)
// instead of throwing; closing forgets unsent bytes; a reserved connection or transaction whose
// connection closed rejects its queued and later statements and is not handed back to the pool;
// a reservation stays queued until it gets its connection and leaves the queue when it fails;
// the array-types query's failure is caught, and a close forgets the dead socket's statement,
// error and rows.
//
// Applied by the root package's postinstall (npm runs the project's own install scripts; it
// blocks only dependencies' scripts), idempotent; server/src/db/driver-patch.ts refuses to
// open a Postgres pool with an unpatched driver, and `node scripts/patch-postgres.mjs` applies it.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MARKER = 'vahanhaat-postgres-patch-3';
export const DRIVER_VERSION = '3.4.9';

const CONNECTION = [
  {
    // A deferred write whose socket is gone settles its queries instead of throwing.
    from: `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`,
    to: `  function nextWrite(fn) {
    if (socket === null) { // ${MARKER}
      nextWriteTimer !== null && clearImmediate(nextWriteTimer)
      chunk = nextWriteTimer = null
      error(Errors.connection('CONNECTION_CLOSED', options))
      return false
    }
    const x = socket.write(chunk, fn)`,
  },
  {
    // Closing forgets the dead socket's unsent bytes and its cancelled timer.
    from: `    incomings = null
    clearImmediate(nextWriteTimer)
    socket.removeListener('data', data)`,
    to: `    incomings = null
    clearImmediate(nextWriteTimer)
    chunk = nextWriteTimer = null // ${MARKER}
    socket.removeListener('data', data)`,
  },
  {
    // A new connection's own array-types query is not awaited by anyone: when the connection
    // closes under it (a restart while the pool reconnects), its rejection went unhandled. The close itself is handled below, and the query's error reaches the
    // statement waiting for the connection.
    from: `        return fetchArrayTypes()`,
    to: `        return fetchArrayTypes().catch(() => {}) // ${MARKER}`,
  },
  {
    // A closed socket takes its query's state along: the statement in flight, the error the
    // server sent for it (57P01 on a terminated backend) and its partial rows. Kept, they were
    // replayed on the next socket: its startup settled the dead statement again and failed the
    // first statement after the reconnect with the old error. A statement of the startup itself
    // (the array types) fails with the socket.
    from: `    if (initial)
      return reconnect()

    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))`,
    to: `    if (initial) { // ${MARKER}
      query && queryError(query, Errors.connection('CONNECTION_CLOSED', options))
      query = results = errorResponse = null
      result = new Result()
      return reconnect()
    }

    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))
    query = results = errorResponse = null
    result = new Result()`,
  },
  {
    from: `    clearImmediate(nextWriteTimer)
    if (socket) {`,
    to: `    clearImmediate(nextWriteTimer)
    chunk = nextWriteTimer = null // ${MARKER}
    if (socket) {`,
  },
];

const INDEX = [
  {
    // A reservation that failed (no connection could be opened) leaves the wait queue, or the
    // next connection to open would be handed to it and never come back to the pool.
    from: `        const query = { reserve: resolve, reject }`,
    to: `        const query = { reserve: resolve, reject: e => (queries.remove(query), reject(e)) } // ${MARKER}`,
  },
  {
    // A closed connection reconnects for the next waiting query. A reservation waits in the
    // queue until onopen hands it the connection: taken out of it, it was dropped once the
    // connection opened (the startup's type fetch clears it), and its caller waited forever.
    from: `    queries.length && connect(c, queries.shift())
  }`,
    to: `    if (queries.length) { // ${MARKER}
      const query = queries.shift()
      query.reserve && queries.unshift(query)
      connect(c, query)
    }
  }`,
  },
  {
    // A reserved connection that closed rejects what it queued and anything sent later, and is
    // not handed back: the pool took it back when it closed.
    from: `    move(c, reserved)
    c.reserved = () => queue.length
      ? c.execute(queue.shift())
      : move(c, reserved)
    c.reserved.release = true

    const sql = Sql(handler)
    sql.release = () => {
      c.reserved = null
      onopen(c)
    }

    return sql

    function handler(q) {
      c.queue === full`,
    to: `    move(c, reserved)
    c.reserved = () => queue.length
      ? c.execute(queue.shift())
      : move(c, reserved)
    c.reserved.release = true
    let lost = null // ${MARKER}
    c.onclose = e => {
      lost = e || Errors.connection('CONNECTION_CLOSED', options)
      while (queue.length)
        queue.shift().reject(lost)
    }

    const sql = Sql(handler)
    sql.release = () => {
      if (lost)
        return
      c.onclose = null
      c.reserved = null
      onopen(c)
    }

    return sql

    function handler(q) {
      if (lost)
        return q.reject(lost)
      c.queue === full`,
  },
  {
    // A transaction whose connection closed rejects its queued and later statements (its own
    // ROLLBACK included) rather than running them on the reconnected session.
    from: `        new Promise((_, reject) => connection.onclose = reject)`,
    to: `        new Promise((_, reject) => connection.onclose = e => { // ${MARKER}
          lost = e || Errors.connection('CONNECTION_CLOSED', options)
          while (queries.length)
            queries.shift().reject(lost)
          reject(lost)
        })`,
  },
  {
    from: `    const queries = Queue()
    let savepoints = 0`,
    to: `    const queries = Queue()
    let lost = null // ${MARKER}
    let savepoints = 0`,
  },
  {
    from: `      function handler(q) {
        q.catch(e => uncaughtError || (uncaughtError = e))
        c.queue === full`,
    to: `      function handler(q) {
        q.catch(e => uncaughtError || (uncaughtError = e))
        if (lost)
          return q.reject(lost)
        c.queue === full`,
  },
];

const QUEUE = [
  {
    from: `    push: (x) => (xs.push(x), x),`,
    to: `    push: (x) => (xs.push(x), x),
    unshift: (x) => (index > 0 ? (xs[--index] = x) : xs.unshift(x), x), // ${MARKER}`,
  },
];

const FILES = [
  ['src/queue.js', QUEUE],
  ['cjs/src/queue.js', QUEUE],
  ['src/connection.js', CONNECTION],
  ['cjs/src/connection.js', CONNECTION],
  ['src/index.js', INDEX],
  ['cjs/src/index.js', INDEX],
];

/** The installed driver's directory (found from this repository's root). */
export function driverDir(root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')) {
  for (const dir of [path.join(root, 'node_modules/postgres'), path.join(root, 'server/node_modules/postgres')]) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
  }
  return null;
}

/** Whether every file of the driver at `dir` carries the fixes. */
export function isPatched(dir) {
  return FILES.every(([file]) => readFileSync(path.join(dir, file), 'utf8').includes(MARKER));
}

/** Applies the fixes to the driver at `dir`; a driver of another version is refused. */
export function patchDriver(dir) {
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (version !== DRIVER_VERSION) {
    throw new Error(
      `postgres ${version} is installed; scripts/patch-postgres.mjs fixes ${DRIVER_VERSION} only: check the fixes against the new release and update the script`,
    );
  }
  const changed = [];
  for (const [file, edits] of FILES) {
    const full = path.join(dir, file);
    let text = readFileSync(full, 'utf8');
    if (text.includes(MARKER)) continue;
    if (text.includes('vahanhaat-postgres-patch-')) {
      throw new Error(`${file} carries an earlier version of these fixes: reinstall the driver (npm ci) and run this again`);
    }
    for (const { from, to } of edits) {
      const at = text.indexOf(from);
      if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`${file}: the text to patch is not found exactly once`);
      text = text.slice(0, at) + to + text.slice(at + from.length);
    }
    writeFileSync(full, text);
    changed.push(file);
  }
  return changed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = driverDir();
  if (!dir) {
    console.log('patch-postgres: postgres is not installed, nothing to patch');
  } else {
    const changed = patchDriver(dir);
    console.log(changed.length ? `patch-postgres: patched ${changed.join(', ')}` : 'patch-postgres: already patched');
  }
}
