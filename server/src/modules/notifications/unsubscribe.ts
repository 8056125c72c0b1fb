/**
 * One-click unsubscribe for the messages a buyer may do without (outbid, closing soon, not won,
 * subscription ending). The SMS or WhatsApp text ends with a signed link naming the buyer, the
 * kind and the channel; opening it shows a small page in the buyer's language with one button,
 * which turns that kind off on that channel (notification_settings.muted). Opening the link alone
 * changes nothing: WhatsApp and many SMS apps fetch links for their previews.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.js';
import { requestLanguage } from '../../lib/i18n/languages.js';
import { languageOf, type Channel, CHANNELS } from './rules.js';
import type { Executor } from '../../db/client.js';
import type { Language, NoticeKind } from './templates.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Kinds a buyer may turn off from the message itself. Payments, offers and the account's security always reach them. */
export const UNSUBSCRIBABLE: ReadonlySet<NoticeKind> = new Set(['outbid', 'closing_soon', 'not_won', 'subscription_expiring']);

export const UNSUBSCRIBE_PATH = '/notifications/stop';

interface Stop {
  userId: number;
  kind: NoticeKind;
  channel: Channel;
}

const sign = (secret: string, s: Stop) =>
  createHmac('sha256', secret).update(`notifications.stop:${s.userId}:${s.kind}:${s.channel}`).digest('base64url').slice(0, 22);

/** The link's token: readable parts and a signature only the server can make. */
export const stopToken = (secret: string, s: Stop) => `${s.userId}.${s.kind}.${s.channel}.${sign(secret, s)}`;

export function readStopToken(secret: string, token: string): Stop | null {
  const m = /^(\d{1,10})\.([a-z_]{1,40})\.([a-z]{1,20})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!m) return null;
  const s = { userId: Number(m[1]), kind: m[2] as NoticeKind, channel: m[3] as Channel };
  if (!UNSUBSCRIBABLE.has(s.kind) || !(CHANNELS as readonly string[]).includes(s.channel)) return null;
  const want = Buffer.from(sign(secret, s));
  const got = Buffer.from(m[4]!);
  return want.length === got.length && timingSafeEqual(want, got) ? s : null;
}

export const stopUrl = (publicUrl: string, secret: string, s: Stop) =>
  `${publicUrl.replace(/\/$/, '')}${UNSUBSCRIBE_PATH}/${stopToken(secret, s)}`;

interface Words {
  kinds: Record<'outbid' | 'closing_soon' | 'not_won' | 'subscription_expiring', string>;
  channels: Record<'sms' | 'whatsapp', string>;
  ask: string;
  button: string;
  done: string;
  again: string;
  invalid: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    kinds: {
      outbid: 'You have been outbid',
      closing_soon: 'A lot is closing soon',
      not_won: 'Your quote did not win',
      subscription_expiring: 'Your subscription is ending',
    },
    channels: { sms: 'SMS', whatsapp: 'WhatsApp' },
    ask: 'Stop “{kind}” messages by {channel}?',
    button: 'Stop these messages',
    done: 'Done: you will no longer get “{kind}” messages by {channel}.',
    again: 'You can turn them on again in your profile.',
    invalid: 'This link is not valid. Change your messages in your profile.',
  },
  hi: {
    kinds: {
      outbid: 'आपसे ऊँचा कोट आया',
      closing_soon: 'लॉट जल्द बंद हो रहा है',
      not_won: 'आपका कोट नहीं जीता',
      subscription_expiring: 'आपकी सदस्यता समाप्त हो रही है',
    },
    channels: { sms: 'SMS', whatsapp: 'WhatsApp' },
    ask: '{channel} पर “{kind}” संदेश बंद करें?',
    button: 'ये संदेश बंद करें',
    done: 'हो गया: अब आपको {channel} पर “{kind}” संदेश नहीं मिलेंगे।',
    again: 'आप इन्हें अपनी प्रोफ़ाइल में फिर से चालू कर सकते हैं।',
    invalid: 'यह लिंक मान्य नहीं है। अपने संदेश अपनी प्रोफ़ाइल में बदलें।',
  },
  mr: {
    kinds: {
      outbid: 'तुमच्यापेक्षा जास्त कोट आला',
      closing_soon: 'लॉट लवकरच बंद होत आहे',
      not_won: 'तुमचा कोट जिंकला नाही',
      subscription_expiring: 'तुमची सदस्यता संपत आहे',
    },
    channels: { sms: 'SMS', whatsapp: 'WhatsApp' },
    ask: '{channel} वरील “{kind}” संदेश बंद करायचे?',
    button: 'हे संदेश बंद करा',
    done: 'झाले: आता तुम्हाला {channel} वर “{kind}” संदेश येणार नाहीत.',
    again: 'तुम्ही ते तुमच्या प्रोफाइलमध्ये पुन्हा सुरू करू शकता.',
    invalid: 'ही लिंक वैध नाही. तुमचे संदेश तुमच्या प्रोफाइलमध्ये बदला.',
  },
  gu: {
    kinds: {
      outbid: 'તમારાથી ઊંચો ક્વોટ આવ્યો',
      closing_soon: 'લોટ જલ્દી બંધ થાય છે',
      not_won: 'તમારો ક્વોટ જીત્યો નથી',
      subscription_expiring: 'તમારું સભ્યપદ પૂરું થાય છે',
    },
    channels: { sms: 'SMS', whatsapp: 'WhatsApp' },
    ask: '{channel} પર “{kind}” સંદેશા બંધ કરવા છે?',
    button: 'આ સંદેશા બંધ કરો',
    done: 'થઈ ગયું: હવે તમને {channel} પર “{kind}” સંદેશા નહીં મળે.',
    again: 'તમે તેને તમારી પ્રોફાઇલમાં ફરી ચાલુ કરી શકો છો.',
    invalid: 'આ લિંક માન્ય નથી. તમારા સંદેશા તમારી પ્રોફાઇલમાં બદલો.',
  },
  kn: {
    kinds: {
      outbid: 'ನಿಮಗಿಂತ ಹೆಚ್ಚಿನ ಕೋಟ್ ಬಂದಿದೆ',
      closing_soon: 'ಲಾಟ್ ಶೀಘ್ರದಲ್ಲೇ ಮುಕ್ತಾಯವಾಗುತ್ತಿದೆ',
      not_won: 'ನಿಮ್ಮ ಕೋಟ್ ಗೆಲ್ಲಲಿಲ್ಲ',
      subscription_expiring: 'ನಿಮ್ಮ ಚಂದಾದಾರಿಕೆ ಮುಗಿಯುತ್ತಿದೆ',
    },
    channels: { sms: 'SMS', whatsapp: 'WhatsApp' },
    ask: '{channel} ನಲ್ಲಿ “{kind}” ಸಂದೇಶಗಳನ್ನು ನಿಲ್ಲಿಸಬೇಕೇ?',
    button: 'ಈ ಸಂದೇಶಗಳನ್ನು ನಿಲ್ಲಿಸಿ',
    done: 'ಆಯಿತು: ಇನ್ನು ನಿಮಗೆ {channel} ನಲ್ಲಿ “{kind}” ಸಂದೇಶಗಳು ಬರುವುದಿಲ್ಲ.',
    again: 'ನಿಮ್ಮ ಪ್ರೊಫೈಲ್‌ನಲ್ಲಿ ಅವುಗಳನ್ನು ಮತ್ತೆ ಆನ್ ಮಾಡಬಹುದು.',
    invalid: 'ಈ ಲಿಂಕ್ ಮಾನ್ಯವಲ್ಲ. ನಿಮ್ಮ ಸಂದೇಶಗಳನ್ನು ನಿಮ್ಮ ಪ್ರೊಫೈಲ್‌ನಲ್ಲಿ ಬದಲಾಯಿಸಿ.',
  },
  te: {
    kinds: {
      outbid: 'మీకంటే ఎక్కువ కోట్ వచ్చింది',
      closing_soon: 'లాట్ త్వరలో ముగుస్తోంది',
      not_won: 'మీ కోట్ గెలవలేదు',
      subscription_expiring: 'మీ సభ్యత్వం ముగుస్తోంది',
    },
    channels: { sms: 'SMS', whatsapp: 'WhatsApp' },
    ask: '{channel} లో “{kind}” సందేశాలను ఆపాలా?',
    button: 'ఈ సందేశాలను ఆపండి',
    done: 'అయింది: ఇకపై మీకు {channel} లో “{kind}” సందేశాలు రావు.',
    again: 'మీ ప్రొఫైల్‌లో వాటిని మళ్లీ ఆన్ చేయవచ్చు.',
    invalid: 'ఈ లింక్ చెల్లదు. మీ సందేశాలను మీ ప్రొఫైల్‌లో మార్చండి.',
  },
  ta: {
    kinds: {
      outbid: 'உங்களை விட அதிக விலைப்புள்ளி வந்தது',
      closing_soon: 'லாட் விரைவில் முடிகிறது',
      not_won: 'உங்கள் விலைப்புள்ளி வெல்லவில்லை',
      subscription_expiring: 'உங்கள் சந்தா முடிகிறது',
    },
    channels: { sms: 'SMS', whatsapp: 'WhatsApp' },
    ask: '{channel} வழியாக “{kind}” செய்திகளை நிறுத்தவா?',
    button: 'இந்தச் செய்திகளை நிறுத்து',
    done: 'முடிந்தது: இனி உங்களுக்கு {channel} வழியாக “{kind}” செய்திகள் வராது.',
    again: 'உங்கள் சுயவிவரத்தில் அவற்றை மீண்டும் இயக்கலாம்.',
    invalid: 'இந்த இணைப்பு செல்லாது. உங்கள் செய்திகளை உங்கள் சுயவிவரத்தில் மாற்றுங்கள்.',
  },
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, status: number, language: Language, brand: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${esc(brand)}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px;color:#1b1f24;max-width:32rem}` +
        `button{font:inherit;padding:12px 20px;border:0;border-radius:8px;background:#0b6e4f;color:#fff;min-height:44px}</style></head>` +
        `<body><p><strong>${esc(brand)}</strong></p>${body}</body></html>`,
    );
}

async function languageOfUser(ex: Executor, userId: number): Promise<Language> {
  const [row] = await queryRows<{ language: string | null }>(ex, sql`select language from notification_settings where user_id = ${userId}`);
  return languageOf(row?.language);
}

async function mute(ex: Executor, s: Stop): Promise<void> {
  const pair = `${s.kind}:${s.channel}`;
  await ex.execute(sql`insert into notification_settings (user_id, muted) select id, array[${pair}]::text[] from users where id = ${s.userId}
    on conflict (user_id) do update set muted = case when ${pair} = any(notification_settings.muted) then notification_settings.muted
      else array_append(notification_settings.muted, ${pair}) end, updated_at = now()`);
}

export function unsubscribeRoutes(app: FastifyInstance, deps: { db: Executor; secret: string; brand: string }) {
  const fill = (text: string, w: Words, s: Stop) =>
    esc(
      text
        .replace('{kind}', w.kinds[s.kind as keyof Words['kinds']])
        .replace('{channel}', w.channels[s.channel as keyof Words['channels']] ?? s.channel),
    );

  const handle = async (req: FastifyRequest, token: string, reply: FastifyReply, confirm: boolean) => {
    const s = readStopToken(deps.secret, token);
    if (!s) {
      // No user to ask: the browser's language (the site's cookie, Accept-Language).
      const lang = requestLanguage(req);
      return page(reply, 404, lang, deps.brand, `<p>${esc(WORDS[lang].invalid)}</p>`);
    }
    const language = await languageOfUser(deps.db, s.userId);
    const w = WORDS[language];
    if (!confirm) {
      return page(
        reply,
        200,
        language,
        deps.brand,
        `<p>${fill(w.ask, w, s)}</p><form method="post"><button type="submit">${esc(w.button)}</button></form>`,
      );
    }
    await mute(deps.db, s);
    return page(reply, 200, language, deps.brand, `<p>${fill(w.done, w, s)}</p><p>${esc(w.again)}</p>`);
  };

  const schema = { hide: true } as const;
  app.get<{ Params: { token: string } }>(`${UNSUBSCRIBE_PATH}/:token`, { schema }, (req, reply) =>
    handle(req, req.params.token, reply, false),
  );
  app.post<{ Params: { token: string } }>(`${UNSUBSCRIBE_PATH}/:token`, { schema }, (req, reply) =>
    handle(req, req.params.token, reply, true),
  );
}
