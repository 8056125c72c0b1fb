import { count, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/password.js';
import { installReferenceData } from './reference-data.js';
import { financiers, plans, segments, stateHeadContacts, states, subscriptions, userStatePermissions, users } from './schema/index.js';
import { seedAuctions } from './seed-auctions.js';
import { DEMO_USERS, FINANCIERS, PLANS, STATE_DATA } from './seed-data.js';
import { seedDealerTeam } from './seed-dealers.js';
import { seedDeposits } from './seed-deposits.js';
import { seedPendingDocuments, seedVerifiedDocuments } from './seed-documents.js';
import { seedDealHistory } from './seed-history.js';
import { seedCostReference, seedPriceHistory } from './seed-insight.js';
import { seedLotDetails } from './seed-lot-details.js';
import type { DocumentCipher } from '../storage/sealed.js';
import type { FileStorage } from '../storage/storage.js';
import type { Db, Tx } from './client.js';
import type { FastifyBaseLogger } from 'fastify';

/** Passwords of the demo accounts; the README gives them. Real sign-ups get random ones. */
export const DEMO_PASSWORDS: Record<string, string> = {
  admin: 'Admin@1234',
  buyer: 'Buyer@1234',
  'new-buyer': 'Buyer@1234',
  dealer: 'Buyer@1234',
  agent: 'Buyer@1234',
};

/** Demo data on a database nobody uses yet (no accounts): the embedded default and SEED_ON_EMPTY. */
export async function seedIfEmpty(db: Db, log: FastifyBaseLogger, storage: FileStorage, cipher: DocumentCipher) {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seed(db, log, storage, cipher);
  return true;
}

/**
 * The demo: financiers, state heads, the demo accounts and their auctions, identity documents
 * waiting for review (sealed with `cipher`, as uploads are), on top of the reference data
 * (installed here too, so the demo seed works on any database). Idempotent: every row is keyed by
 * a natural key, so a second run changes nothing.
 */
export async function seed(db: Db, log: FastifyBaseLogger, storage: FileStorage, cipher: DocumentCipher) {
  await installReferenceData(db, log);
  const started = Date.now();
  const passwordHashes = Object.fromEntries(
    await Promise.all(Object.entries(DEMO_PASSWORDS).map(async ([k, p]) => [k, await hashPassword(p)] as const)),
  );
  const pictures = new Map<string, Buffer>();
  await db.transaction(async (tx) => {
    const stateIds = new Map((await tx.select({ id: states.id, name: states.name }).from(states)).map((s) => [s.name, s.id]));
    const segmentIds = new Map((await tx.select({ id: segments.id, code: segments.code }).from(segments)).map((s) => [s.code, s.id]));
    await tx
      .insert(financiers)
      .values(FINANCIERS.map((f) => ({ slug: f.slug, name: f.name, nameI18n: f.names, logoKey: `seed/${f.logoFile}` })))
      .onConflictDoNothing();
    await seedContacts(tx, stateIds);
    await seedUsers(tx, stateIds, passwordHashes);
    await seedDealerTeam(tx);
    const created = await seedAuctions(tx, pictures, { stateIds, segmentIds });
    const history = await seedDealHistory(tx, passwordHashes.buyer!);
    const deposits = await seedDeposits(tx);
    await seedCostReference(tx);
    const pastSales = await seedPriceHistory(tx);
    // After the past sales, so every demo lot (those behind price memory too) has its report,
    // papers and views.
    const detailed = await seedLotDetails(tx, pictures, new Date());
    log.info(
      { auctions: created, demoDeposit: deposits, historyLots: history, detailedLots: detailed, pastSales, ms: Date.now() - started },
      'demo data seeded',
    );
  });
  for (const [key, svg] of pictures) await storage.put(key, svg, 'image/svg+xml');
  const documents = await seedPendingDocuments(db, storage, cipher);
  if (documents > 0) log.info({ documents }, 'demo identity documents waiting for review');
  const verified = await seedVerifiedDocuments(db, storage, cipher);
  if (verified > 0) log.info({ documents: verified }, 'the demo dealer’s identity documents, verified');
}

async function seedContacts(tx: Tx, stateIds: Map<string, number>) {
  const ids = STATE_DATA.map((s) => stateIds.get(s.name)!);
  const [existing] = await tx.select({ n: count() }).from(stateHeadContacts).where(inArray(stateHeadContacts.stateId, ids));
  if ((existing?.n ?? 0) > 0) return;
  await tx
    .insert(stateHeadContacts)
    .values(
      STATE_DATA.flatMap((s) => s.contacts.map((c, i) => ({ stateId: stateIds.get(s.name)!, name: c.name, phone: c.phone, sortOrder: i }))),
    );
}

async function seedUsers(tx: Tx, stateIds: Map<string, number>, hashes: Record<string, string>) {
  const planRows = await tx
    .select({ id: plans.id, name: plans.name, tenureMonths: plans.tenureMonths, segmentId: plans.segmentId })
    .from(plans);
  for (const u of DEMO_USERS) {
    const state = STATE_DATA.find((s) => s.code === u.stateCode)!;
    const stateId = stateIds.get(state.name)!;
    const plan = u.subscriptionPlanCode ? PLANS.find((p) => p.code === u.subscriptionPlanCode) : undefined;
    const subscribed = plan !== undefined && planRows.some((r) => r.name === plan.name && r.tenureMonths === plan.tenureMonths);
    const [row] = await tx
      .insert(users)
      .values({
        phone: u.phone,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        address: u.address,
        pincode: u.pincode,
        stateId,
        passwordHash: hashes[u.key]!,
        isAdmin: u.role === 'admin',
        // Documents are only ever "uploaded" by uploading them; demo accounts start without.
        docsUploaded: false,
        isSubscribed: subscribed,
        neverSubscribed: !subscribed,
        subscriptionDate: subscribed ? sql`now()` : null,
        subscriptionEndDate: subscribed ? sql`now() + make_interval(months => ${plan!.tenureMonths})` : null,
        remarks: 'Demo account',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) continue;
    await tx.insert(userStatePermissions).values({ userId: row.id, stateId }).onConflictDoNothing();
    const planRow = plan && planRows.find((r) => r.name === plan.name && r.tenureMonths === plan.tenureMonths);
    if (planRow) {
      await tx.insert(subscriptions).values({
        userId: row.id,
        planId: planRow.id,
        amount: plan!.price,
        status: 'active',
        remarks: 'Demo subscription',
        startAt: sql`now()`,
        endAt: sql`now() + make_interval(months => ${plan!.tenureMonths})`,
      });
    }
  }
}
