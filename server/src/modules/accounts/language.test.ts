import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSettings, users } from '../../db/schema/index.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const saveLanguage = (cookie: string | undefined, language: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/user/language',
    headers: { ...XHR, ...headers, ...(cookie ? { cookie } : {}) },
    payload: { language } as Record<string, unknown>,
  });
const savedOf = async (id: number) => (await t.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]!.language;
/** An answer the server words for a signed-in user: an unknown lot on the watchlist. */
const unknownLot = (cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/auctions/update-watchlist-by-auction-asset-id',
    headers: { ...XHR, ...headers, cookie },
    payload: { asset_id: 99_999_999, action: 'add' },
  });

describe(`a user's saved language in ${modeName}`, () => {
  it('is saved by POST /user/language and answered in that language', async () => {
    const buyer = await signedInUser(t.db);
    expect(await savedOf(buyer.user.id)).toBeNull();
    const res = await saveLanguage(buyer.cookie, 'ta', { 'accept-language': 'ta' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, code: 'account.language_saved', msg: 'மொழி சேமிக்கப்பட்டது', data: { language: 'ta' } });
    expect(await savedOf(buyer.user.id)).toBe('ta');
  });

  it('words the messages of a request that names no language, and gives way to one that does', async () => {
    const buyer = await signedInUser(t.db, { language: 'mr' });
    expect((await unknownLot(buyer.cookie)).json().msg).toBe('लॉट सापडला नाही.');
    expect((await unknownLot(buyer.cookie, { 'accept-language': 'hi' })).json().msg).toBe('लॉट नहीं मिला।');
    expect((await unknownLot(`${buyer.cookie}; language=gu`)).json().msg).toBe('લૉટ મળ્યો નથી.');
    expect((await unknownLot(buyer.cookie, { 'accept-language': 'en' })).json().msg).toBe('Lot not found.');
  });

  it('keeps a notification settings row in step', async () => {
    const buyer = await signedInUser(t.db);
    await t.db.insert(notificationSettings).values({ userId: buyer.user.id, language: 'en' });
    expect((await saveLanguage(buyer.cookie, 'kn')).statusCode).toBe(200);
    const [row] = await t.db
      .select({ language: notificationSettings.language })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, buyer.user.id));
    expect(row!.language).toBe('kn');
  });

  it('refuses a language the site does not have, and a caller who is not signed in', async () => {
    const buyer = await signedInUser(t.db);
    const bad = await saveLanguage(buyer.cookie, 'fr', { 'accept-language': 'hi' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'account.language_invalid', msg: 'language इनमें से एक होनी चाहिए: en, hi, mr, gu, kn, te, ta' });
    expect(await savedOf(buyer.user.id)).toBeNull();
    expect((await saveLanguage(undefined, 'hi')).statusCode).toBe(401);
  });
});
