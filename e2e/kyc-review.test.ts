import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, site } from './factories.js';
import { launchBrowser, login, screenshot, startProduct, type E2EServer } from './harness.js';
import type { Browser, Page } from 'playwright-core';

/**
 * The KYC review end to end on the demo data: a financier that asks for verified documents, the
 * demo buyer told so above the quote box, their upload, an admin's rejection with a reason the
 * buyer reads, the second upload, the admin's verification, and then the buyer's quote.
 */

interface MyDocument {
  id: number;
  kind: 'aadhar_front' | 'aadhar_back' | 'pan_front';
  status: string;
}

const FINANCIER = 'Sahyadri Auto Finance';

let server: E2EServer;
let browser: Browser;
let buyer: string;
let admin: string;
let photo: Buffer;
const { api, freshLot } = site(() => server);

const myDocuments = async () => (await api<{ documents: MyDocument[] }>('GET', '/user/identity-documents', buyer)).data.documents;
const docOf = async (kind: MyDocument['kind']) => (await myDocuments()).find((d) => d.kind === kind)!;
const row = (page: Page, id: number) => page.locator(`tr[data-document-id="${id}"]`);

/** The admin's queue and the buyer's outcome as a Hindi speaker sees them. */
async function hindiScreens(outcome: 'rejected' | 'verified') {
  const a = await signedIn(browser, server, admin, 'hi');
  await a.page.goto(`/admin/kyc-review?status=${outcome}`);
  await a.page.getByRole('heading', { name: 'केवाईसी जाँच' }).waitFor();
  if (outcome === 'rejected') await a.page.getByText('नाम या विवरण आपके खाते से मेल नहीं खाते').first().waitFor();
  else await a.page.locator('tr[data-document-id]').first().waitFor();
  await screenshot(a.page, `kyc-admin-queue-${outcome}-hi-360`);
  const b = await signedIn(browser, server, buyer, 'hi');
  await b.page.goto('/client/profile?tab=identityDocument');
  if (outcome === 'rejected') {
    const pan = b.page.locator('fieldset[data-kind="pan_front"]');
    await pan.getByText('नाम या विवरण आपके खाते से मेल नहीं खाते').waitFor();
    await pan.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  } else {
    await b.page.getByText('आपके पहचान दस्तावेज़ सत्यापित हैं।').waitFor();
  }
  await screenshot(b.page, `kyc-profile-${outcome}-hi-360`);
  await Promise.all([a.ctx.close(), b.ctx.close()]);
}

async function openQueue(page: Page) {
  await page.goto('/admin/kyc-review');
  await page.locator('.kyc-financiers__item').first().waitFor();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startProduct(), launchBrowser()]);
  [buyer, admin] = await Promise.all([login(server, '9000000002', 'Buyer@1234'), login(server, '9000000001', 'Admin@1234')]);
  photo = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#c8d6e5' } })
    .jpeg()
    .toBuffer();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('KYC review', () => {
  it(
    'takes a buyer from upload through rejection and verification to a quote where the financier requires it',
    { timeout: 240_000 },
    async () => {
      const lot = await freshLot();
      const a = await signedIn(browser, server, admin);
      const b = await signedIn(browser, server, buyer);

      // The admin asks for verified documents in the financier's auctions.
      await openQueue(a.page);
      const requirement = a.page.locator('.kyc-financiers__item', { hasText: FINANCIER }).locator('input[type="checkbox"]');
      // The box is ticked by the query cache's next notification, not within the click itself,
      // so click and wait for it rather than asking check() to see it at once.
      await requirement.click();
      await expect.poll(() => requirement.isChecked()).toBe(true);
      await expect
        .poll(
          async () =>
            (await api<{ name: string; requires_verified_kyc: boolean }[]>('GET', '/admin/kyc/financiers', admin)).data.find(
              (f) => f.name === FINANCIER,
            )?.requires_verified_kyc,
        )
        .toBe(true);

      // The buyer is told before quoting, and a quote is refused.
      await b.page.goto(`/auction/assets?asset_id=${lot.asset_id}`);
      const notice = b.page.locator('.kyc-notice[data-kyc-state="missing"]');
      await notice.getByText('Verified documents needed to quote').waitFor();
      const refused = await api(
        'POST',
        '/client/bid',
        buyer,
        { asset_id: lot.asset_id, amount: lot.next_valid_amount },
        { 'idempotency-key': crypto.randomUUID() },
      );
      expect(refused).toMatchObject({ status: 403, code: 'kyc_required' });

      // The buyer uploads the three documents from the notice's link.
      await notice.getByRole('link', { name: 'Upload documents' }).click();
      for (const kind of ['aadhar_front', 'aadhar_back', 'pan_front']) {
        await b.page
          .locator(`fieldset[data-kind="${kind}"] input[type="file"]`)
          .setInputFiles({ name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer: photo });
      }
      await b.page.getByRole('button', { name: 'Upload documents' }).click();
      await b.page.locator('[data-kyc-summary="pending"]').waitFor();
      const firstPan = await docOf('pan_front');

      // The admin rejects the PAN with a reason and a note.
      await openQueue(a.page);
      const pan = row(a.page, firstPan.id);
      await pan.getByRole('button', { name: 'Reject' }).click();
      const dialog = a.page.getByRole('dialog');
      await dialog.getByLabel('The name or details do not match your account').check();
      await dialog.getByLabel(/Note for the buyer/).fill('The name on the PAN is not the account holder’s.');
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await a.page.getByText('Document rejected').waitFor();
      await a.page.selectOption('#kyc-status', 'rejected');
      await row(a.page, firstPan.id).getByText('The name or details do not match your account').waitFor();
      await screenshot(a.page, 'kyc-admin-queue-rejected-360');
      await openQueue(a.page);
      await row(a.page, (await docOf('aadhar_front')).id).waitFor();
      await screenshot(a.page, 'kyc-admin-queue-360');

      // The buyer reads why and uploads the PAN again.
      await b.page.reload();
      const panCard = b.page.locator('fieldset[data-kind="pan_front"]');
      await panCard.getByText('The name or details do not match your account').waitFor();
      await panCard.getByText('The name on the PAN is not the account holder’s.').waitFor();
      await b.page.locator('[data-kyc-summary="rejected"]').waitFor();
      await panCard.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(b.page, 'kyc-profile-rejected-360');
      await hindiScreens('rejected');
      await panCard.locator('input[type="file"]').setInputFiles({ name: 'pan-again.jpg', mimeType: 'image/jpeg', buffer: photo });
      await b.page.getByRole('button', { name: 'Upload documents' }).click();
      await panCard.getByText('Under review').waitFor();
      const secondPan = await docOf('pan_front');
      expect(secondPan.id).not.toBe(firstPan.id);

      // The admin verifies all three.
      await openQueue(a.page);
      for (const doc of await myDocuments()) {
        await row(a.page, doc.id).getByRole('button', { name: 'Verify' }).click();
        await row(a.page, doc.id).waitFor({ state: 'detached' });
      }
      await b.page.reload();
      await b.page.locator('[data-kyc-summary="verified"]').waitFor();
      await screenshot(b.page, 'kyc-profile-verified-360');
      await hindiScreens('verified');

      // Now the quote goes through, from the lot page.
      await b.page.goto(`/auction/assets?asset_id=${lot.asset_id}`);
      const figures = `₹${lot.next_valid_amount.toLocaleString('en-IN')}`;
      await b.page
        .getByRole('button', { name: `Quote ${figures}` })
        .first()
        .click();
      await b.page.getByRole('dialog', { name: 'Confirm your quote' }).getByRole('button', { name: 'Submit quote' }).click();
      await b.page.getByText('Quote accepted. You are the highest bidder.').waitFor();
      expect(await b.page.locator('.kyc-notice').count()).toBe(0);
      await Promise.all([a.ctx.close(), b.ctx.close()]);
    },
  );
});
