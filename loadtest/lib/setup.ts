import { createHash, randomBytes } from 'node:crypto';
import postgres from 'postgres';

export const sessionCookie = (token: string) => `vh_session=${token}`;

/** A fresh database on the server DATABASE_URL points at; dropped by the returned function. */
export async function freshDatabase(baseUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const a = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export interface BenchData {
  cookies: string[];
  userIds: number[];
  auctionId: number;
  lotIds: number[];
}

/**
 * Buyers with live sessions and one live auction of `lots` lots, written straight to the database
 * of a running (migrated) server. Passwords are irrelevant: the sessions are minted here.
 */
export async function createBuyersAndLots(
  dbUrl: string,
  opts: { buyers: number; lots: number; minutes?: number; startPrice?: number; increment?: number },
): Promise<BenchData> {
  const sql = postgres(dbUrl, { max: 4, onnotice: () => {} });
  try {
    const minutes = opts.minutes ?? 120;
    const [state] =
      await sql`insert into states (name) values ('Maharashtra') on conflict (name) do update set name = excluded.name returning id`;
    const [segment] =
      await sql`insert into segments (code, name) values ('tractor', 'Tractor') on conflict (code) do update set name = excluded.name returning id`;
    const [fin] =
      await sql`insert into financiers (slug, name) values ('bench-finance', 'Bench Finance') on conflict (slug) do update set name = excluded.name returning id`;
    const tag = randomBytes(3).toString('hex');
    const users = Array.from({ length: opts.buyers }, (_, i) => ({
      phone: `7${tag.slice(0, 3).replace(/[a-f]/g, '1')}${String(i).padStart(6, '0')}`,
      first_name: 'Bench',
      last_name: `Buyer ${i}`,
      password_hash: 'x',
      state_id: state!.id,
      is_subscribed: true,
      never_subscribed: false,
    }));
    const ids: number[] = [];
    for (let i = 0; i < users.length; i += 1000) {
      const rows = await sql`insert into users ${sql(users.slice(i, i + 1000))} returning id`;
      ids.push(...rows.map((r) => r.id as number));
    }
    await sql`update users set subscription_date = now(), subscription_end_date = now() + interval '30 days' where id = any(${ids})`;
    const tokens = ids.map(() => randomBytes(24).toString('base64url'));
    const sessions = ids.map((id, i) => ({
      token_hash: createHash('sha256').update(tokens[i]!).digest('hex'),
      user_id: id,
      expires_at: new Date(Date.now() + 86_400_000),
    }));
    for (let i = 0; i < sessions.length; i += 1000) await sql`insert into sessions ${sql(sessions.slice(i, i + 1000))}`;
    const [auction] = await sql`
      insert into auctions (title, financier_id, state_id, segment_id, starts_at, ends_at)
      values ('Bench auction', ${fin!.id}, ${state!.id}, ${segment!.id}, now() - interval '1 minute', now() + make_interval(mins => ${minutes}))
      returning id, starts_at, ends_at`;
    const lots = Array.from({ length: opts.lots }, (_, i) => ({
      auction_id: auction!.id,
      lot_no: i + 1,
      make: 'Mahindra',
      model: '575 DI',
      year: 2019,
      registration_number: `MH 12 BN ${String(1000 + i)}`,
      yard_location: 'Pune',
      start_price: opts.startPrice ?? 100_000,
      increment: opts.increment ?? 100,
      starts_at: auction!.starts_at,
      ends_at: auction!.ends_at,
      hard_end_at: new Date(new Date(auction!.ends_at).getTime() + 1_800_000),
    }));
    const lotRows = await sql`insert into assets ${sql(lots)} returning id`;
    return {
      cookies: tokens.map(sessionCookie),
      userIds: ids,
      auctionId: auction!.id as number,
      lotIds: lotRows.map((r) => r.id as number),
    };
  } finally {
    await sql.end();
  }
}

/** Each bidder's deposit with BENCH_LIMITS=on: ₹1 crore, a limit of ₹10 crore at the default multiple. */
const BENCH_DEPOSIT = 10_000_000;

/**
 * BENCH_LIMITS=on in the benches: the lots' auctions require deposits and every bidder with a
 * session has a deposit far above what a run quotes (nothing is refused), posted as the ledger
 * posts one, so every request goes through the engine's limit check.
 */
export async function limitsOn(dbUrl: string, lotIds: number[]) {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`update auctions set requires_deposit = true where id in (select auction_id from assets where id = any(${lotIds}))`;
    await sql.begin(async (tx) => {
      await tx`insert into deposit_accounts (user_id, balance) select distinct user_id, ${BENCH_DEPOSIT}::int from sessions`;
      // One balanced deposit movement per bidder (gateway −x, buyer_deposit +x).
      await tx`insert into ledger_entries (txn_id, user_id, account, amount, kind, reference)
               select u.txn, u.user_id, x.account::ledger_account, x.amount, 'deposit', 'bench'
                 from (select user_id, nextval('ledger_txn_seq') as txn from (select distinct user_id from sessions) s) u
                cross join (values ('gateway', ${-BENCH_DEPOSIT}::int), ('buyer_deposit', ${BENCH_DEPOSIT}::int)) as x(account, amount)`;
    });
  } finally {
    await sql.end();
  }
}
