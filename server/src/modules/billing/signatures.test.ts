import { describe, expect, it } from 'vitest';
import {
  isValidCheckoutSignature,
  isValidPaymentLinkSignature,
  isValidWebhookSignature,
  signCheckout,
  signPaymentLink,
  signWebhook,
} from './gateway/signatures.js';
import { mergeSegments } from './payment-service.js';

const secret = 'test_secret_1234';
const proof = { orderId: 'order_ABC123', paymentId: 'pay_XYZ789' };

describe('checkout signatures', () => {
  it('accepts the HMAC-SHA256 of order_id|payment_id under the key secret', () => {
    expect(isValidCheckoutSignature(secret, proof, signCheckout(secret, proof))).toBe(true);
  });

  it('accepts the same signature again: replay safety is the service’s job, not the check’s', () => {
    const signature = signCheckout(secret, proof);
    expect(isValidCheckoutSignature(secret, proof, signature)).toBe(true);
    expect(isValidCheckoutSignature(secret, proof, signature)).toBe(true);
  });

  it('refuses a forged signature', () => {
    const signature = signCheckout(secret, proof);
    const forged = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(isValidCheckoutSignature(secret, proof, forged)).toBe(false);
    expect(isValidCheckoutSignature(secret, proof, signCheckout('another_secret', proof))).toBe(false);
    expect(isValidCheckoutSignature(secret, proof, '')).toBe(false);
  });

  it('refuses a signature made for another order or payment', () => {
    const signature = signCheckout(secret, proof);
    expect(isValidCheckoutSignature(secret, { ...proof, orderId: 'order_OTHER' }, signature)).toBe(false);
    expect(isValidCheckoutSignature(secret, { ...proof, paymentId: 'pay_OTHER' }, signature)).toBe(false);
  });

  it('signs exactly as Razorpay does', () => {
    // `echo -n "order_ABC123|pay_XYZ789" | openssl dgst -sha256 -hmac test_secret_1234`
    expect(signCheckout(secret, proof)).toBe('f1a8977948e196a57b6643d1d8ed25ec99f3c8ec9e296d8fb162c59948f58bed');
  });
});

describe('payment link signatures', () => {
  const link = { paymentLinkId: 'plink_123', referenceId: 'VHB0001', status: 'paid', paymentId: 'pay_456' };

  it('accepts the HMAC of link id|reference id|status|payment id', () => {
    // `echo -n "plink_123|VHB0001|paid|pay_456" | openssl dgst -sha256 -hmac test_secret_1234`
    expect(signPaymentLink(secret, link)).toBe('7f59381c5a2ecef5a96527a6413898c5fb9ab1a856b644f297c8f3f3953eb646');
    expect(isValidPaymentLinkSignature(secret, link, signPaymentLink(secret, link))).toBe(true);
  });

  it('refuses a signature for another reference, status or payment', () => {
    const signature = signPaymentLink(secret, link);
    expect(isValidPaymentLinkSignature(secret, { ...link, referenceId: 'VHB0002' }, signature)).toBe(false);
    expect(isValidPaymentLinkSignature(secret, { ...link, status: 'partially_paid' }, signature)).toBe(false);
    expect(isValidPaymentLinkSignature(secret, { ...link, paymentId: 'pay_999' }, signature)).toBe(false);
  });
});

describe('webhook signatures', () => {
  const body = '{"event":"payment.captured","payload":{}}';

  it('accepts the HMAC of the exact raw body', () => {
    expect(isValidWebhookSignature(secret, Buffer.from(body), signWebhook(secret, body))).toBe(true);
  });

  it('refuses a re-serialised body, a missing signature and a wrong secret', () => {
    const signature = signWebhook(secret, body);
    expect(isValidWebhookSignature(secret, JSON.stringify(JSON.parse(body), null, 1), signature)).toBe(false);
    expect(isValidWebhookSignature(secret, body, undefined)).toBe(false);
    expect(isValidWebhookSignature('other', body, signature)).toBe(false);
  });
});

describe('segments of back-to-back plans', () => {
  it('keeps PAN India when either plan is PAN India, else joins the segments', () => {
    expect(mergeSegments(null, ['tractor'])).toBeNull();
    expect(mergeSegments(['tractor'], null)).toBeNull();
    expect(mergeSegments(['tractor'], ['cv', 'tractor'])).toEqual(['cv', 'tractor']);
  });
});
