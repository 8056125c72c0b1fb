import { message, render } from '../../../lib/i18n/render.js';
import type { Language } from '../../../lib/i18n/languages.js';

/*
 * The simulated gateway's checkout page: one self-contained, mobile-first HTML page in the brand
 * colour, worded in the payer's language (catalog checkout.*). Its script is a separate same-origin
 * file because the site's CSP allows no inline script: the words it shows come from the page.
 */

export const MESSAGE_SOURCE = 'vahanhaat-simulated-checkout';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const formatRupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:#f5f5f5;color:#222}
.card{width:100%;max-width:420px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);overflow:hidden}
.head{background:#ed1c24;color:#fff;padding:16px 20px}
.head h1{margin:0;font-size:1.25rem}
.head p{margin:4px 0 0;font-size:.8rem;opacity:.9}
.body{padding:20px}
.desc{margin:0 0 4px;color:#555}
.amount{margin:0 0 20px;font-size:2rem;font-weight:700}
button,.link{display:block;width:100%;padding:14px;border-radius:8px;font-size:1rem;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#ed1c24;color:#fff;border:0;margin-bottom:12px}
.pay:hover{background:#c8141b}
.fail{background:#fff;color:#555;border:1px solid #ccc}
button:disabled{opacity:.6;cursor:wait}
.note{margin:16px 0 0;font-size:.8rem;color:#777}
.result{margin:16px 0 0;min-height:1.2em;font-weight:600}
.ok{color:#1b7f3a}.bad{color:#b00020}
`;

function layout(brand: string, lang: Language, title: string, body: string, script = false): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(brand)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="card">
<div class="head"><h1>${escapeHtml(brand)}</h1><p>${escapeHtml(render(message('checkout.banner'), lang))}</p></div>
<div class="body">${body}</div>
</main>
${script ? '<script src="/payments/simulated/checkout.js"></script>' : ''}
</body>
</html>`;
}

export interface CheckoutPageInput {
  brand: string;
  lang: Language;
  action: string;
  description: string;
  amount: number;
  /** Hidden form fields: the order or payment link id, and the callback if any. */
  fields: Record<string, string>;
}

export function checkoutPage(input: CheckoutPageInput): string {
  const hidden = Object.entries(input.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const { lang } = input;
  const say = (m: ReturnType<typeof message>) => escapeHtml(render(m, lang));
  // The script's own words (a refusal, a failed attempt, no connection) ride on the form.
  const words = [
    ['data-went-wrong', say(message('checkout.went_wrong'))],
    ['data-failed', say(message('checkout.failed_try_again'))],
    ['data-offline', say(message('checkout.offline'))],
  ]
    .map(([name, text]) => `${name}="${text}"`)
    .join(' ');
  return layout(
    input.brand,
    lang,
    render(message('checkout.title'), lang),
    `<p class="desc">${escapeHtml(input.description)}</p>
<p class="amount">${formatRupees(input.amount)}</p>
<form id="checkout" method="post" action="${escapeHtml(input.action)}" ${words}>${hidden}
<button type="submit" class="pay" name="outcome" value="paid">${say(message('checkout.pay', { amount: input.amount }))}</button>
<button type="submit" class="fail" name="outcome" value="failed">${say(message('checkout.fail'))}</button>
</form>
<p id="result" class="result" role="status" aria-live="polite"></p>
<p class="note">${say(message('checkout.note'))}</p>`,
    true,
  );
}

export interface ResultPageInput {
  brand: string;
  lang: Language;
  ok: boolean;
  heading: string;
  message: string;
  link?: { href: string; label: string };
}

export function resultPage(input: ResultPageInput): string {
  const link = input.link ? `<a class="link pay" href="${escapeHtml(input.link.href)}">${escapeHtml(input.link.label)}</a>` : '';
  return layout(
    input.brand,
    input.lang,
    input.heading,
    `<p class="result ${input.ok ? 'ok' : 'bad'}">${escapeHtml(input.heading)}</p>
<p class="desc">${escapeHtml(input.message)}</p>${link}`,
  );
}

/**
 * Hands the signed result back the way Razorpay does: to the page that opened the checkout
 * (window.opener, same origin only) or by going to the callback URL.
 */
export const CHECKOUT_SCRIPT = `(function () {
  'use strict';
  var form = document.getElementById('checkout');
  var result = document.getElementById('result');
  if (!form || !window.fetch || !window.URLSearchParams) return;
  var buttons = form.querySelectorAll('button');
  var words = form.dataset;
  function busy(on) { for (var i = 0; i < buttons.length; i++) buttons[i].disabled = on; }
  function show(text, ok) { result.textContent = text; result.className = 'result ' + (ok ? 'ok' : 'bad'); }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var outcome = (event.submitter && event.submitter.value) || 'paid';
    var body = new URLSearchParams(new FormData(form));
    body.set('outcome', outcome);
    busy(true);
    fetch(form.action, {
      method: 'POST',
      body: body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }
    })
      .then(function (res) { return res.json(); })
      .then(function (res) {
        var data = res.data || {};
        if (res.status !== 200) { show(res.msg || words.wentWrong, false); busy(false); return; }
        if (window.opener && !window.opener.closed) {
          window.opener.postMessage({ source: '${MESSAGE_SOURCE}', outcome: data.outcome, response: data }, window.location.origin);
          window.close();
        }
        if (data.outcome === 'paid') {
          show(res.msg, true);
          if (res.redirect_url) window.location.assign(res.redirect_url);
        } else {
          show(words.failed, false);
          busy(false);
        }
      })
      .catch(function () { show(words.offline, false); busy(false); });
  });
})();
`;
