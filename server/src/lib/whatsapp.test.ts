import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentSendError } from './sms.js';
import { graphError, startWhatsAppStandIn } from './whatsapp-stand-in.js';
import { createWhatsAppCloudSender } from './whatsapp.js';

let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
beforeAll(async () => {
  standIn = await startWhatsAppStandIn({ token: 'EAAtoken', phoneNumberId: '106540352242922' });
});
afterAll(async () => {
  await standIn.close();
});

const sender = (over: { token?: string; timeoutMs?: number } = {}) =>
  createWhatsAppCloudSender({
    baseUrl: standIn.baseUrl,
    token: over.token ?? 'EAAtoken',
    phoneNumberId: '106540352242922',
    templates: { outbid: 'vh_outbid_v2' },
    timeoutMs: over.timeoutMs ?? 5000,
  });
const params = ['VahanHaat', '12', 'Mahindra 575 DI (MH12AB1234)', '₹1,51,000', '25 Nov, 6:30 pm'];
const outbid = { to: '9876543210', template: 'outbid', language: 'hi', params, text: 'VahanHaat: लॉट 12 …' };

const failure = (p: Promise<unknown>) =>
  p.then(
    () => new Error('sent'),
    (e: unknown) => e as Error,
  );

describe('WhatsApp Cloud API sender', () => {
  it('posts a template message with the configured name, the language code and the body parameters in order, with the bearer token, and keeps the wamid', async () => {
    standIn.requests.length = 0;
    const receipt = await sender().send(outbid);
    expect(receipt.providerId).toMatch(/^wamid\./);
    const [req] = standIn.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/v21.0/106540352242922/messages' });
    expect(req!.headers.authorization).toBe('Bearer EAAtoken');
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'vh_outbid_v2',
        language: { code: 'hi' },
        components: [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }],
      },
    });
  });

  it('uses our template name where none is configured, and each of the seven languages', async () => {
    standIn.requests.length = 0;
    for (const language of ['en', 'mr', 'gu', 'kn', 'te', 'ta'])
      await sender().send({ ...outbid, template: 'won', language, params: params.slice(0, 4) });
    expect(standIn.requests.map((r) => [r.body.template?.name, r.body.template?.language?.code])).toEqual(
      ['en', 'mr', 'gu', 'kn', 'te', 'ta'].map((l) => ['won', l]),
    );
  });

  it('fails for good on a refusal: an expired token, a template Meta does not have, a language we do not know', async () => {
    const expired = await failure(sender({ token: 'old' }).send(outbid));
    expect(expired).toBeInstanceOf(PermanentSendError);
    expect(expired.message).toBe('WhatsApp refused the message (HTTP 401, code 190): Error validating access token: Session has expired.');

    standIn.next.push({
      status: 404,
      body: graphError(
        132001,
        '(#132001) Template name does not exist in the translation',
        'OAuthException',
        'template name (vh_outbid_v2) does not exist in hi',
      ),
    });
    const missing = await failure(sender().send(outbid));
    expect(missing).toBeInstanceOf(PermanentSendError);
    expect(missing.message).toBe(
      'WhatsApp refused the message (HTTP 404, code 132001): (#132001) Template name does not exist in the translation (template name (vh_outbid_v2) does not exist in hi)',
    );

    const before = standIn.requests.length;
    expect(await failure(sender().send({ ...outbid, language: 'fr' }))).toBeInstanceOf(PermanentSendError);
    expect(standIn.requests.length).toBe(before);
  });

  it('fails so that the message is retried on a rate limit, Meta’s own trouble, a gateway error or a timeout; the retry goes through', async () => {
    standIn.next.push({ status: 400, body: graphError(130429, '(#130429) Rate limit hit') });
    const limited = await failure(sender().send(outbid));
    expect(limited).not.toBeInstanceOf(PermanentSendError);
    expect(limited.message).toBe('WhatsApp answered HTTP 400, code 130429: (#130429) Rate limit hit');

    standIn.next.push({ status: 500, body: graphError(131000, 'Something went wrong') });
    expect(await failure(sender().send(outbid))).not.toBeInstanceOf(PermanentSendError);

    standIn.next.push({ status: 502, body: '<html>Bad gateway</html>' });
    const gateway = await failure(sender().send(outbid));
    expect(gateway).not.toBeInstanceOf(PermanentSendError);
    expect(gateway.message).toBe('WhatsApp answered HTTP 502: HTTP 502');

    standIn.next.push({ status: 200, body: {}, hang: true });
    const slow = await failure(sender({ timeoutMs: 200 }).send(outbid));
    expect(slow).not.toBeInstanceOf(PermanentSendError);
    expect(slow.name).toBe('TimeoutError');

    expect((await sender().send(outbid)).providerId).toMatch(/^wamid\./);
  });
});
