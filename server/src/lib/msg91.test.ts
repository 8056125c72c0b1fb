import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMsg91StandIn } from './msg91-stand-in.js';
import { createMsg91Sender } from './msg91.js';
import { PermanentSendError } from './sms.js';

let standIn: Awaited<ReturnType<typeof startMsg91StandIn>>;
beforeAll(async () => {
  standIn = await startMsg91StandIn('key-123');
});
afterAll(async () => {
  await standIn.close();
});

const sender = (over: { authKey?: string; timeoutMs?: number } = {}) =>
  createMsg91Sender({
    baseUrl: standIn.url,
    authKey: over.authKey ?? 'key-123',
    templates: { outbid: 'tmpl-outbid', otp_signup: 'tmpl-otp' },
    timeoutMs: over.timeoutMs ?? 5000,
  });
const outbid = {
  to: '9876543210',
  message: 'VahanHaat: You have been outbid…',
  template: { name: 'outbid', params: ['VahanHaat', '12', 'Mahindra 575 DI (MH12AB1234)', '₹1,51,000', '25 Nov, 6:30 pm'] },
};

describe('MSG91 Flow API sender', () => {
  it('posts the template id and the recipient with its variables in order, with the authkey header, and keeps the request id', async () => {
    standIn.requests.length = 0;
    const receipt = await sender().send(outbid);
    expect(receipt.providerId).toMatch(/^3\d{23}$/);
    const [req] = standIn.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/api/v5/flow' });
    expect(req!.headers.authkey).toBe('key-123');
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.body).toEqual({
      template_id: 'tmpl-outbid',
      short_url: '0',
      recipients: [
        {
          mobiles: '919876543210',
          VAR1: 'VahanHaat',
          VAR2: '12',
          VAR3: 'Mahindra 575 DI (MH12AB1234)',
          VAR4: '₹1,51,000',
          VAR5: '25 Nov, 6:30 pm',
        },
      ],
    });
  });

  it('sends the OTP through its own DLT template', async () => {
    standIn.requests.length = 0;
    await sender().send({ to: '9876543210', message: '1234 is your OTP', template: { name: 'otp_signup', params: ['1234', 'VahanHaat'] } });
    expect(standIn.requests[0]!.body).toMatchObject({
      template_id: 'tmpl-otp',
      recipients: [{ mobiles: '919876543210', VAR1: '1234', VAR2: 'VahanHaat' }],
    });
  });

  it('fails for good on a refusal: a wrong key, a template it reports as an error, a message with no configured template', async () => {
    const wrongKey = await sender({ authKey: 'nope' })
      .send(outbid)
      .catch((e: unknown) => e);
    expect(wrongKey).toBeInstanceOf(PermanentSendError);
    expect((wrongKey as Error).message).toBe('MSG91 refused the message (HTTP 401): Authentication failure');

    standIn.next.push({ status: 200, body: { type: 'error', message: 'Template not approved' } });
    const refused = await sender()
      .send(outbid)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PermanentSendError);
    expect((refused as Error).message).toBe('MSG91 refused the message: Template not approved');

    const before = standIn.requests.length;
    const unmapped = await sender()
      .send({ ...outbid, template: { name: 'won', params: [] } })
      .catch((e: unknown) => e);
    expect(unmapped).toBeInstanceOf(PermanentSendError);
    expect(standIn.requests.length).toBe(before);
  });

  it('fails so that the message is retried on a server error or a timeout', async () => {
    standIn.next.push({ status: 503, body: { type: 'error', message: 'Service unavailable' } });
    const down = await sender()
      .send(outbid)
      .catch((e: unknown) => e);
    expect(down).toBeInstanceOf(Error);
    expect(down).not.toBeInstanceOf(PermanentSendError);
    expect((down as Error).message).toBe('MSG91 answered HTTP 503: Service unavailable');

    standIn.next.push({ status: 200, body: {}, hang: true });
    const slow = await sender({ timeoutMs: 200 })
      .send(outbid)
      .catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(Error);
    expect(slow).not.toBeInstanceOf(PermanentSendError);
    expect((slow as Error).name).toBe('TimeoutError');

    // The retry goes through.
    expect((await sender().send(outbid)).providerId).toMatch(/^3\d{23}$/);
  });
});
