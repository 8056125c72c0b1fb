import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (e) {
    return (e as ConfigError).problems;
  }
};

describe('config of the message channels', () => {
  it('prints WhatsApp to the console with the console SMS sender, uses the Cloud API with a token, and is off otherwise', () => {
    expect(loadConfig({}).whatsapp).toBe('console');
    expect(loadConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.in/send' }).whatsapp).toBe('off');
    const cloud = loadConfig({
      WHATSAPP_TOKEN: 'EAAtoken',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_TEMPLATES: 'outbid=vh_outbid',
    });
    expect(cloud.whatsapp).toBe('cloud');
    expect(cloud.WHATSAPP_BASE_URL).toBe('https://graph.facebook.com/v21.0');
    expect(cloud.whatsappTemplates).toEqual({ outbid: 'vh_outbid' });
    expect(loadConfig({ WHATSAPP_PROVIDER: 'off', WHATSAPP_TOKEN: 'EAAtoken', WHATSAPP_PHONE_NUMBER_ID: '1' }).whatsapp).toBe('off');
  });

  it('names what is missing for WhatsApp, Gupshup and unsubscribe links', () => {
    expect(problems({ WHATSAPP_TOKEN: 'EAAtoken' })).toEqual([
      expect.stringMatching(/^WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_PHONE_NUMBER_ID is required with WHATSAPP_TOKEN/),
    ]);
    expect(problems({ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_PHONE_NUMBER_ID: '1' })).toEqual([
      expect.stringContaining('WHATSAPP_TOKEN is required when WHATSAPP_PROVIDER=cloud'),
    ]);
    expect(problems({ WHATSAPP_PHONE_NUMBER_ID: '+91 98765' })).toEqual([
      expect.stringContaining('WHATSAPP_PHONE_NUMBER_ID must be the numeric id'),
    ]);
    const gupshup = problems({ SMS_PROVIDER: 'gupshup', GUPSHUP_TEMPLATES: 'otp_signup=1007' }).join('\n');
    for (const k of ['GUPSHUP_USER_ID', 'GUPSHUP_PASSWORD', 'GUPSHUP_ENTITY_ID'])
      expect(gupshup).toContain(`${k} is required when SMS_PROVIDER=gupshup`);
    expect(gupshup).toContain('GUPSHUP_TEMPLATES must name the otp_reset_password DLT template');
    expect(problems({ NOTIFY_UNSUBSCRIBE_LINKS: 'true' })).toEqual([
      expect.stringContaining('PUBLIC_URL is required with NOTIFY_UNSUBSCRIBE_LINKS=true'),
    ]);
  });

  it('reads Gupshup’s DLT template ids, per language where given', () => {
    const c = loadConfig({
      SMS_PROVIDER: 'gupshup',
      GUPSHUP_USER_ID: '2000123456',
      GUPSHUP_PASSWORD: 'p',
      GUPSHUP_ENTITY_ID: '1001526103320756973',
      GUPSHUP_TEMPLATES: 'otp_signup=1007000000000000001,otp_reset_password=1007000000000000002,outbid_hi=1007000000000000011',
    });
    expect(c.gupshupTemplates).toEqual({
      otp_signup: '1007000000000000001',
      otp_reset_password: '1007000000000000002',
      outbid_hi: '1007000000000000011',
    });
    expect(c.GUPSHUP_BASE_URL).toBe('https://enterprise.smsgupshup.com');
  });
});
