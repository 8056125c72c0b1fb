import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGupshupStandIn } from './gupshup-stand-in.js';
import { createGupshupSender } from './gupshup.js';
import { PermanentSendError } from './sms.js';

let standIn: Awaited<ReturnType<typeof startGupshupStandIn>>;
beforeAll(async () => {
  standIn = await startGupshupStandIn({ userId: '2000123456', password: 's3cret' });
});
afterAll(async () => {
  await standIn.close();
});

const sender = (over: { password?: string; timeoutMs?: number } = {}) =>
  createGupshupSender({
    baseUrl: standIn.url,
    userId: '2000123456',
    password: over.password ?? 's3cret',
    entityId: '1001526103320756973',
    senderId: 'VAHANH',
    templates: { outbid: '1007475346942570537', outbid_hi: '1007475346942570999', otp_signup: '1007000000000000001' },
    timeoutMs: over.timeoutMs ?? 5000,
  });
const text =
  'VahanHaat: You have been outbid on Lot 12, Mahindra 575 DI (MH12AB1234). Current price Rs 1,51,000. Quote again before 25 Nov, 6:30 pm.';
const outbid = { to: '9876543210', message: text, template: { name: 'outbid', params: [], language: 'en' } };
const failure = (p: Promise<unknown>) =>
  p.then(
    () => new Error('sent'),
    (e: unknown) => e as Error,
  );

describe('Gupshup Enterprise SMS sender', () => {
  it('posts the form with plain auth, the DLT entity and template ids and the sender header, and keeps the message id', async () => {
    standIn.requests.length = 0;
    const receipt = await sender().send(outbid);
    expect(receipt.providerId).toMatch(/^3962785038375624781-\d{9}$/);
    const [req] = standIn.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/GatewayAPI/rest' });
    expect(req!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req!.form).toEqual({
      method: 'SendMessage',
      send_to: '919876543210',
      msg: text,
      msg_type: 'TEXT',
      userid: '2000123456',
      password: 's3cret',
      auth_scheme: 'plain',
      v: '1.1',
      format: 'text',
      principalEntityId: '1001526103320756973',
      dltTemplateId: '1007475346942570537',
      mask: 'VAHANH',
    });
  });

  it('sends Indian scripts as Unicode text under the language’s own DLT template, and the OTP under its template', async () => {
    standIn.requests.length = 0;
    await sender().send({
      to: '9876543210',
      message: 'VahanHaat: लॉट 12 पर आपसे ऊँचा कोट आ गया है।',
      template: { name: 'outbid', params: [], language: 'hi' },
    });
    await sender().send({
      to: '9876543210',
      message: '4821 is your VahanHaat OTP',
      template: { name: 'otp_signup', params: ['4821', 'VahanHaat'] },
    });
    expect(standIn.requests.map((r) => [r.form.msg_type, r.form.dltTemplateId])).toEqual([
      ['Unicode_text', '1007475346942570999'],
      ['TEXT', '1007000000000000001'],
    ]);
    expect(standIn.requests[0]!.form.msg).toBe('VahanHaat: लॉट 12 पर आपसे ऊँचा कोट आ गया है।');
  });

  it('sends the English text under the English template where the language has no template of its own', async () => {
    standIn.requests.length = 0;
    await sender().send({
      to: '9876543210',
      message: '4821 आपका VahanHaat OTP है',
      english: '4821 is your VahanHaat OTP',
      template: { name: 'otp_signup', params: ['4821', 'VahanHaat'], language: 'hi' },
    });
    expect(standIn.requests.map((r) => [r.form.msg_type, r.form.dltTemplateId, r.form.msg])).toEqual([
      ['TEXT', '1007000000000000001', '4821 is your VahanHaat OTP'],
    ]);
  });

  it('fails for good on a refusal: a wrong password, an error line, a kind with no DLT template', async () => {
    const wrong = await failure(sender({ password: 'nope' }).send(outbid));
    expect(wrong).toBeInstanceOf(PermanentSendError);
    expect(wrong.message).toBe('Gupshup refused the message: error 105: Authentication failed');

    standIn.next.push({ status: 200, body: 'error | 322 | Template did not match with the DLT template' });
    const mismatch = await failure(sender().send(outbid));
    expect(mismatch).toBeInstanceOf(PermanentSendError);
    expect(mismatch.message).toBe('Gupshup refused the message: error 322: Template did not match with the DLT template');

    const before = standIn.requests.length;
    expect(await failure(sender().send({ ...outbid, template: { name: 'won', params: [] } }))).toBeInstanceOf(PermanentSendError);
    expect(standIn.requests.length).toBe(before);
  });

  it('fails so that the message is retried on a server error or a timeout; the retry goes through', async () => {
    standIn.next.push({ status: 503, body: '<html>Service Unavailable</html>' });
    const down = await failure(sender().send(outbid));
    expect(down).not.toBeInstanceOf(PermanentSendError);
    expect(down.message).toBe('Gupshup answered HTTP 503: HTTP 503');

    standIn.next.push({ status: 200, body: '', hang: true });
    const slow = await failure(sender({ timeoutMs: 200 }).send(outbid));
    expect(slow).not.toBeInstanceOf(PermanentSendError);
    expect(slow.name).toBe('TimeoutError');

    expect((await sender().send(outbid)).providerId).toMatch(/^3962785038375624781-/);
  });
});
