import { describe, expect, it } from 'vitest';
import { deviceOf } from '../accounts/account-service.js';
import { noticesFor } from './rules.js';
import { kycReasonText, orderedParams, renderNotice } from './templates.js';

const ev = (kind: string, subject: string, payload: Record<string, unknown>) => ({ id: 1, kind, subject, payload });

describe('the notices of KYC, release, sign-in and subscription events', () => {
  it('tells a buyer their KYC is verified once the account as a whole is, and each rejection with its reason', () => {
    expect(noticesFor(ev('kyc', 'user.5.kyc', { event: 'verified', buyerUserId: 5, kycVerified: false }))).toEqual([]);
    expect(noticesFor(ev('kyc', 'user.5.kyc', { event: 'verified', buyerUserId: 5, kycVerified: true }))).toMatchObject([
      { kind: 'kyc_verified', userId: 5 },
    ]);
    expect(noticesFor(ev('kyc', 'user.5.kyc', { event: 'rejected', buyerUserId: 5, reason: 'cut_off', kycVerified: false }))).toMatchObject(
      [{ kind: 'kyc_rejected', userId: 5, detail: { reason: 'cut_off' } }],
    );
  });

  it('tells the buyer of a released vehicle, naming the lot', () => {
    expect(
      noticesFor(ev('deal_release', 'user.9.deal', { event: 'release', auctionId: 3, assetId: 30, buyerUserId: 9, amount: 150000 })),
    ).toMatchObject([{ kind: 'released', userId: 9, auctionId: 3, assetId: 30 }]);
  });

  it('tells the owner of a sign-in from a new device, naming the device and the moment', () => {
    const [n] = noticesFor(
      ev('new_device_login', 'user.4.security', {
        type: 'new_device_login',
        userId: 4,
        device: 'Chrome, Android',
        at: '2026-11-25T13:00:00.000Z',
      }),
    );
    expect(n).toMatchObject({ kind: 'new_device_login', userId: 4, detail: { device: 'Chrome, Android' } });
    expect(n!.deadline?.toISOString()).toBe('2026-11-25T13:00:00.000Z');
  });

  it('names a device by browser and system, never by the raw header', () => {
    expect(
      deviceOf('Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36'),
    ).toBe('Chrome, Android');
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari, iOS');
    expect(
      deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0'),
    ).toBe('Edge, Windows');
    expect(deviceOf(undefined)).toBe('unknown browser');
  });

  it('writes the KYC reason and the unsubscribe link in the buyer’s language', () => {
    expect(renderNotice('kyc_rejected', 'ta', { brand: 'VahanHaat', reason: kycReasonText('unreadable', 'ta') })).toBe(
      'VahanHaat: உங்கள் அடையாள ஆவணம் ஏற்கப்படவில்லை: புகைப்படத்தைப் படிக்க முடியவில்லை. உங்கள் சுயவிவரத்திலிருந்து அதை மீண்டும் பதிவேற்றுங்கள்.',
    );
    expect(kycReasonText('something_new', 'en')).toBe('see the note in your profile');
    const params = {
      brand: 'VahanHaat',
      lot: '12',
      vehicle: 'Swaraj 744 (MH12AB1234)',
      amount: '₹1,51,000',
      deadline: '25 Nov, 6:30 pm',
      stop: 'https://vh.example/notifications/stop/t',
    };
    expect(renderNotice('outbid', 'hi', params)).toMatch(/ ये संदेश बंद करें: https:\/\/vh\.example\/notifications\/stop\/t$/);
    expect(orderedParams('outbid', params)).toEqual([
      'VahanHaat',
      '12',
      'Swaraj 744 (MH12AB1234)',
      '₹1,51,000',
      '25 Nov, 6:30 pm',
      'https://vh.example/notifications/stop/t',
    ]);
    expect(orderedParams('won', { brand: 'VahanHaat', lot: '12' })).toEqual(['VahanHaat', '12', '', '']);
  });
});
