import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog/index.js';
import { LANGUAGES, acceptedLanguage, requestLanguage } from './languages.js';
import { describeWait, localised, message, render, type MessageCode } from './render.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?::(\w+))?\}/g)].map((m) => `${m[1]}:${m[2] ?? ''}`).sort();

describe('the server message catalog', () => {
  const entries = Object.entries(CATALOG) as [MessageCode, (typeof CATALOG)[MessageCode]][];

  it('has every message in all seven languages, none left empty or in English', () => {
    expect(entries.length).toBeGreaterThan(100);
    for (const [code, texts] of entries) {
      for (const lang of LANGUAGES) {
        const text = (texts as Record<string, string>)[lang];
        expect(text?.trim(), `${code} ${lang}`).toBeTruthy();
        if (lang !== 'en') expect(text, `${code} ${lang} is the English text`).not.toBe(texts.en);
      }
    }
  });

  it('fills the same values, in the same formats, in every language and singular form', () => {
    for (const [code, texts] of entries) {
      const expected = placeholders(texts.en);
      for (const lang of LANGUAGES) expect(placeholders((texts as Record<string, string>)[lang]!), `${code} ${lang}`).toEqual(expected);
      for (const [lang, text] of Object.entries((texts as { one?: Record<string, string> }).one ?? {})) {
        expect(placeholders(text), `${code} one ${lang}`).toEqual(expected);
      }
    }
  });

  it("words the buyer's main flows without English words, abbreviations and brands aside", () => {
    const mainFlows = /^(otp|account|bid|bidding|buyer|deposits|dealers|deal|checkout|billing|kyc|lead|listing|alerts|notify)\./;
    const allowed =
      /^(VahanHaat|OTP|KYC|PAN|RC|NOC|GST|GSTIN|UPI|IST|ID|PIN|SMS|WhatsApp|PDF|UTR|IFSC|NEFT|RTGS|IMPS|Razorpay|Aadhaar|JPEG|PNG|WebP|HEIC)$/;
    // Answers only an API client gets (the screens never send these): they name the wire fields.
    const apiOnly = new Set([
      'bid.asset_ids_invalid',
      'bid.asset_ids_positive',
      'bid.asset_id_required',
      'bid.idempotency_key_reused',
      'buyer.status_filter',
      'buyer.watchlist_action',
      'buyer.watchlist_disagree',
      'account.otp_purpose_invalid',
      'account.language_invalid',
      'deal.document_kind',
      'deal.admin_action',
      'billing.plan_term_mismatch',
      'billing.plan_term_format',
      'billing.plan_term_keys',
      'billing.webhook_event_id_required',
      'billing.checkout_outcome',
      'billing.checkout_one_target',
      'billing.webhook_bad_json',
      'dealers.list_expected',
      'dealers.date_invalid',
      'kyc.note_required',
      'listing.auction_type',
      'listing.list_type',
      'listing.registration_or_id',
      'listing.uid_required',
    ]);
    const english: string[] = [];
    for (const [code, texts] of entries) {
      if (!mainFlows.test(code) || apiOnly.has(code)) continue;
      for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
        const text = (texts as Record<string, string>)[lang]!.replace(/\{[^}]+\}/g, '');
        const words = (text.match(/[A-Za-z][A-Za-z_]{2,}/g) ?? []).filter((w) => !allowed.test(w));
        if (words.length) english.push(`${code} ${lang}: ${words.join(' ')}`);
      }
    }
    expect(english).toEqual([]);
  });

  it('names codes as area.name in lower case', () => {
    for (const [code] of entries) expect(code).toMatch(/^[a-z]+\.[a-z_]+$/);
  });
});

describe('rendering a message', () => {
  it("writes a state and a segment by their name in the reader's language, the English name as given", () => {
    const state = message('bid.state_not_permitted', { state: 'Maharashtra' });
    expect(render(state, 'ta')).toContain('மகாராஷ்டிரா');
    expect(render(state, 'hi')).toContain('महाराष्ट्र');
    expect(render(state, 'en')).toContain('auctions in Maharashtra.');
    expect(render(message('bid.state_not_permitted', { state: 'Atlantis' }), 'kn')).toContain('Atlantis');
    expect(render(message('bid.segment_not_permitted', { segment: '2 Wheeler' }), 'mr')).toContain('दुचाकी');
  });

  it("names a sale's stage in the reader's language", () => {
    expect(render(message('deal.wrong_stage', { stage: 'payment_due', step: 'release' }), 'en')).toBe(
      'This sale is awaiting payment: that step (release) is not possible now.',
    );
    expect(render(message('deal.wrong_stage', { stage: 'payment_due', step: 'release' }), 'hi')).toContain('भुगतान की प्रतीक्षा में');
  });

  it('writes amounts as ₹ with en-IN grouping and Latin digits in every language', () => {
    const m = message('bid.below_next_valid', { amount: 151_000 });
    expect(render(m, 'en')).toBe('Your quote must be at least ₹1,51,000.');
    for (const lang of LANGUAGES) expect(render(m, lang)).toContain('₹1,51,000');
    expect(render(m, 'hi')).toBe('आपका कोट कम से कम ₹1,51,000 होना चाहिए।');
  });

  it('takes the singular where a language has one', () => {
    expect(render(message('otp.incorrect', { count: 1 }), 'en')).toBe('Incorrect OTP, 1 attempt left');
    expect(render(message('otp.incorrect', { count: 3 }), 'en')).toBe('Incorrect OTP, 3 attempts left');
    expect(render(message('otp.incorrect', { count: 1 }), 'hi')).toBe('गलत OTP, 1 प्रयास बाकी');
  });

  it('writes waits in the reader’s words', () => {
    expect(describeWait(90)).toBe('2 minutes');
    expect(describeWait(3600)).toBe('1 hour');
    expect(describeWait(3660)).toBe('1 hour 1 minute');
    expect(render(message('account.login_locked', { wait: 900 }), 'ta')).toContain('15 நிமிடங்கள்');
  });

  it('answers code, params and the text together', () => {
    expect(localised(message('field.required', { field: 'mobile' }), 'mr')).toEqual({
      code: 'field.required',
      params: { field: 'mobile' },
      msg: 'मोबाइल क्रमांक आवश्यक आहे',
    });
    // English readers and API clients keep the wire name; a field not named in words stays as sent.
    expect(render(message('field.required', { field: 'mobile' }), 'en')).toBe('mobile is required');
    expect(render(message('field.whole_rupees', { field: 'amount' }), 'ta')).toBe('தொகை முழு ரூபாயில் இருக்க வேண்டும்');
    expect(render(message('field.required', { field: 'skip_invalid' }), 'hi')).toBe('skip_invalid आवश्यक है');
  });
});

describe('the language of a request', () => {
  const req = (headers: Record<string, string>) => ({ headers });

  it('prefers the language cookie, then Accept-Language, then the saved choice, then English', () => {
    expect(requestLanguage({ headers: { cookie: 'language=ta' }, savedLanguage: 'gu' })).toBe('ta');
    expect(requestLanguage({ headers: { 'accept-language': 'mr' }, savedLanguage: 'gu' })).toBe('mr');
    expect(requestLanguage({ headers: { 'accept-language': 'fr-FR' }, savedLanguage: 'gu' })).toBe('gu');
    expect(requestLanguage(req({ cookie: 'vh_sid=x; language=ta', 'accept-language': 'hi' }))).toBe('ta');
    expect(requestLanguage(req({ cookie: 'language=xx', 'accept-language': 'hi' }))).toBe('hi');
    expect(requestLanguage(req({ 'accept-language': 'fr-FR, kn;q=0.8, te;q=0.9' }))).toBe('te');
    expect(requestLanguage(req({}))).toBe('en');
  });

  it('ignores languages the site does not have and malformed weights', () => {
    expect(acceptedLanguage('fr, de;q=0.5')).toBeUndefined();
    expect(acceptedLanguage('mr;q=abc, gu;q=0.2')).toBe('gu');
  });
});
