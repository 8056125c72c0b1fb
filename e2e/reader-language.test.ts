import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpFor, signedIn, site } from './factories.js';
import { launchBrowser, login, phoneContext, screenshot, startProduct, type E2EServer } from './harness.js';
import type { Browser, Page } from 'playwright-core';

/**
 * A Hindi and a Tamil buyer on the running product at 360 px: sign-up by OTP (a wrong code, the
 * resend countdown), the showcase and a search by a financier's name in the reader's script, a lot, a quote refused (too low) and one accepted, the
 * watchlist, My Quotes, the deposit page, the dealer page, the profile and its notifications tab.
 * Every server answer the pages receive is recorded: one with a message code must carry its text in
 * the reader's script (never the English text), and so must every refusal. The English words left
 * on each screen are printed for review (names of makes, models, financiers and auctions are data).
 */

type Lang = 'hi' | 'ta';
const SCRIPT: Record<Lang, RegExp> = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ };
const strings = (lang: Lang) =>
  JSON.parse(readFileSync(new URL(`../web/src/locales/${lang}.json`, import.meta.url), 'utf8')) as Record<string, Record<string, string>>;

interface Answer {
  url: string;
  status: number;
  code?: string;
  msg: string;
}

let server: E2EServer;
let browser: Browser;
let buyer: string;
let dealer: string;
const { freshLot } = site(() => server);

beforeAll(async () => {
  [server, browser] = await Promise.all([startProduct(), launchBrowser()]);
  [buyer, dealer] = await Promise.all([login(server, '9000000002', 'Buyer@1234'), login(server, '9000000020', 'Buyer@1234')]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Records every JSON answer with a `msg` the page receives from the product. */
function recordAnswers(page: Page, into: Answer[]) {
  page.on('response', (res) => {
    if (!res.url().startsWith(server.url) || !(res.headers()['content-type'] ?? '').includes('json')) return;
    void res
      .json()
      .then((body: { code?: string; msg?: unknown }) => {
        if (typeof body?.msg === 'string')
          into.push({ url: new URL(res.url()).pathname, status: res.status(), code: body.code, msg: body.msg });
      })
      .catch(() => undefined);
  });
}

/** Latin words on the screen that are not a brand, an abbreviation or data the reader typed. */
async function englishOnScreen(page: Page, allowed: RegExp): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return [...new Set(text.match(/[A-Za-z][A-Za-z'’-]{2,}/g) ?? [])].filter((w) => !allowed.test(w));
}

const ALLOWED =
  /^(VahanHaat|OTP|KYC|PAN|RC|NOC|GST|GSTIN|UPI|IST|ID|PIN|SMS|WhatsApp|Aadhaar|Aadhar|DI|FE|HP|Mahindra|Swaraj|Sonalika|Eicher|Escorts|Farmtrac|Powertrac|John|Deere|Kubota|Massey|Ferguson|New|Holland|Hero|Honda|Bajaj|TVS|Yamaha|Royal|Enfield|Splendor|Plus|Tata|Ashok|Leyland|Maruti|Suzuki|Arjun|Yuvo|Novo|Sahyadri|Auto|Finance|Kaveri|Kisan|Fincorp|Thar|Motor|Credit|Deccan|Capital|Ganga|Yamuna|Narmada|Tractor|Tractors|Anil|Traders|Buyer|Demo|Razorpay)$/i;

describe('a Hindi and a Tamil buyer at 360 px', () => {
  for (const lang of ['hi', 'ta'] as const) {
    it(`reads every server message in ${lang}, on sign-up and on the buyer's screens`, { timeout: 240_000 }, async () => {
      const L = strings(lang);
      const answers: Answer[] = [];
      const english: Record<string, string[]> = {};
      const look = async (page: Page, name: string) => {
        await page.waitForLoadState('networkidle');
        english[name] = await englishOnScreen(page, ALLOWED);
        await screenshot(page, `reader-${lang}-${name}-360`);
        if (name === 'lot') await page.screenshot({ path: `e2e/screenshots/reader-${lang}-lot-full-360.png`, fullPage: true });
      };

      // Sign-up by OTP: a wrong code is refused in the reader's language, the countdown shows.
      const ctx = await phoneContext(browser, server.url);
      // The reader picked the language earlier: the picker keeps it in storage and in a cookie.
      await ctx.addCookies([
        { name: 'cookie_consent', value: 'declined', url: server.url },
        { name: 'language', value: lang, url: server.url },
      ]);
      await ctx.addInitScript(`try { localStorage.setItem('language', '${lang}'); } catch {}`);
      const visitor = await ctx.newPage();
      recordAnswers(visitor, answers);
      await visitor.goto('/signup');
      const dialog = visitor.getByRole('dialog');
      await dialog.getByText(L.signup!.step1!).waitFor();
      const phone = `98${String(Date.now()).slice(-8)}`;
      await dialog.getByLabel(L.signup!.phone!).fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
      await dialog.getByRole('button', { name: L.signup!.sendOtp! }).click();
      const code = await otpFor(server, phone);
      await dialog.getByLabel(L.signup!.otp!, { exact: true }).fill(String((Number(code) + 1) % 10_000).padStart(4, '0'));
      await dialog.getByRole('button', { name: L.signup!.verifyOtp! }).click();
      await expect.poll(() => answers.some((a) => a.url === '/user/verifyotp')).toBe(true);
      await look(visitor, 'signup-wrong-otp');
      await ctx.close();

      // The signed-in buyer's screens.
      const lot = await freshLot(null);
      const b = await signedIn(browser, server, buyer, lang);
      await b.ctx.addCookies([{ name: 'language', value: lang, url: server.url }]);
      recordAnswers(b.page, answers);
      await b.page.goto('/user/home?user_home_tab_id=all&user_home=live');
      await look(b.page, 'showcase');
      // A financier searched by its name in the reader's script finds that financier's lots.
      const kaveri = { hi: 'कावेरी', ta: 'காவேரி' }[lang];
      const found = b.page.waitForResponse((r) => r.url().endsWith('/auctions/search-assets-by-make-model'));
      await b.page.getByRole('search').getByRole('searchbox').fill(kaveri);
      await b.page.getByRole('search').getByRole('button').click();
      const results = (await (await found).json()) as { data: { assets: { auction: { financier_names: Record<string, string> } }[] } };
      expect(results.data.assets.length).toBeGreaterThan(0);
      for (const a of results.data.assets) expect(a.auction.financier_names[lang]).toContain(kaveri);
      await b.page.locator('li.lot-card').first().waitFor();
      await look(b.page, 'search-financier');
      await b.page.goto(`/auction/assets?asset_id=${lot.asset_id}`);
      await look(b.page, 'lot');
      // A quote below the next valid amount, sent straight to the server as the page would send it.
      const low = await b.page.evaluate(
        async ([assetId, amount]) => {
          const res = await fetch('/client/bid', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'idempotency-key': crypto.randomUUID() },
            body: JSON.stringify({ asset_id: assetId, amount }),
          });
          return { status: res.status, ...((await res.json()) as { code: string; msg: string }) };
        },
        [lot.asset_id, lot.next_valid_amount - lot.increment] as const,
      );
      answers.push({ url: '/client/bid', ...low });
      // The quote through the page's own confirmation box.
      const figures = `₹${lot.next_valid_amount.toLocaleString('en-IN')}`;
      await b.page
        .getByRole('button', { name: L.bid!.quoteExact!.replace('{{amount}}', figures) })
        .first()
        .click();
      await look(b.page, 'quote-dialog');
      await b.page.getByTestId('confirm-button').first().click();
      await expect.poll(() => answers.some((a) => a.url === '/client/bid' && a.status === 200)).toBe(true);
      await look(b.page, 'lot-quoted');
      for (const [name, url] of [
        ['my-quotes', '/client/my-bids'],
        ['watchlist', '/client/watchlist'],
        ['deposit', '/client/deposit'],
        ['profile', '/client/profile'],
        ['notifications', '/client/profile?tab=notifications'],
      ] as const) {
        await b.page.goto(url);
        await look(b.page, name);
      }
      await b.ctx.close();

      const d = await signedIn(browser, server, dealer, lang);
      await d.ctx.addCookies([{ name: 'language', value: lang, url: server.url }]);
      recordAnswers(d.page, answers);
      await d.page.goto('/client/dealer');
      await look(d.page, 'dealer');
      await d.ctx.close();

      console.log(`${lang} answers:\n${answers.map((a) => `${a.status} ${a.url} ${a.code ?? '-'} ${a.msg}`).join('\n')}`);
      console.log(
        `${lang} English on screen:\n${Object.entries(english)
          .map(([k, v]) => `${k}: ${v.join(' ')}`)
          .join('\n')}`,
      );
      expect(answers.some((a) => a.code === 'otp.incorrect')).toBe(true);
      expect(low.code).toBe('bid.below_next_valid');
      const unreadable = answers.filter((a) => (a.code !== undefined || a.status >= 400) && !SCRIPT[lang].test(a.msg));
      expect(unreadable).toEqual([]);
    });
  }
});
