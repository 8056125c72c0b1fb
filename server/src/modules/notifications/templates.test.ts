import { describe, expect, it } from 'vitest';
import { formatDeadline, LANGUAGES, NOTICE_KINDS, orderedParams, renderNotice, TEMPLATE_PARAMS, TEMPLATES } from './templates.js';

const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('notice templates', () => {
  it('has every kind in all seven languages, each naming exactly its declared parameters', () => {
    for (const lang of LANGUAGES) {
      for (const kind of NOTICE_KINDS) {
        const text = TEMPLATES[lang][kind];
        expect(names(text), `${lang}.${kind}`).toEqual([...TEMPLATE_PARAMS[kind]].sort());
        if (lang !== 'en') expect(text, `${lang}.${kind} is translated`).not.toBe(TEMPLATES.en[kind]);
      }
    }
  });

  it('renders the vehicle, lot, amount and deadline into the buyer’s language', () => {
    const params = {
      brand: 'VahanHaat',
      lot: '12',
      vehicle: 'Mahindra 575 DI (MH12AB1234)',
      amount: '₹1,51,000',
      deadline: '25 Nov, 6:30 pm',
    };
    expect(renderNotice('outbid', 'en', params)).toBe(
      'VahanHaat: You have been outbid on Lot 12, Mahindra 575 DI (MH12AB1234). Current price ₹1,51,000. Quote again before 25 Nov, 6:30 pm.',
    );
    expect(renderNotice('approved', 'hi', params)).toBe(
      'VahanHaat: लॉट 12, Mahindra 575 DI (MH12AB1234) की आपकी खरीद मंज़ूर हुई। 25 Nov, 6:30 pm तक ₹1,51,000 का भुगतान करें।',
    );
    expect(orderedParams('won', params)).toEqual(['VahanHaat', '12', 'Mahindra 575 DI (MH12AB1234)', '₹1,51,000']);
  });

  it('writes deadlines on India’s clock', () => {
    expect(formatDeadline(new Date('2026-11-25T13:00:00.000Z'), 'en')).toMatch(/25 Nov.*6:30\s?pm/i);
  });

  it('writes deadlines in Latin digits in every language, as the amounts are', () => {
    for (const lang of LANGUAGES) {
      const text = formatDeadline(new Date('2026-11-25T13:00:00.000Z'), lang);
      expect(text, lang).toMatch(/25/);
      expect(text, lang).not.toMatch(/[\u0966-\u096f\u0ae6-\u0aef\u0ce6-\u0cef\u0c66-\u0c6f\u0be6-\u0bef]/);
    }
  });
});
