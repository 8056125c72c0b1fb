import { describe, expect, it } from 'vitest';
import { PUSH_TITLES, pushTitle, pushUrl } from './push-texts.js';
import { LANGUAGES, NOTICE_KINDS, TEMPLATE_PARAMS } from './templates.js';

describe('push notice titles and screens', () => {
  it('titles every kind in all seven languages, naming the lot where the message has one', () => {
    for (const language of LANGUAGES) {
      for (const kind of NOTICE_KINDS) {
        const title = PUSH_TITLES[language][kind];
        expect(title, `${language} ${kind}`).toBeTruthy();
        expect(title!.includes('{lot}'), `${language} ${kind}`).toBe(TEMPLATE_PARAMS[kind].includes('lot'));
        if (language !== 'en') expect(title, `${language} ${kind}`).not.toBe(PUSH_TITLES.en[kind]);
      }
    }
    expect(pushTitle('outbid', 'ta', '12', 'VahanHaat')).toBe('லாட் 12 மீது உங்களை விட அதிக விலைப்புள்ளி');
    // Without the lot it names, the brand stands in rather than a title with a hole.
    expect(pushTitle('outbid', 'en', undefined, 'VahanHaat')).toBe('VahanHaat');
  });

  it('opens the lot (and its deal), the password reset for security notices, else the profile tab it concerns', () => {
    expect(pushUrl('outbid', 41)).toBe('/auction/assets?asset_id=41');
    expect(pushUrl('approved', 41)).toBe('/auction/assets?asset_id=41');
    expect(pushUrl('account_locked', null)).toBe('/forgotpass');
    expect(pushUrl('kyc_rejected', null)).toBe('/client/profile?tab=identityDocument');
    expect(pushUrl('subscription_expiring', null)).toBe('/client/profile?tab=subscription');
    expect(pushUrl('something_new', null)).toBe('/client/profile');
  });
});
