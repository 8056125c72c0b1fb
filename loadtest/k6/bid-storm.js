// The bid storm: many buyers quoting on a few hot lots in their final minutes.
import { createFixtures, optionsFor, summaryFor, uuid } from './common.js';
import { latest, postQuote } from './flows.js';

export const options = optionsFor('bid-storm');

export function setup() {
  return createFixtures('bid-storm');
}

/** @param {import('./common.js').Fixtures} data */
export default function (data) {
  const token = data.session_tokens[(__VU - 1) % data.session_tokens.length];
  const lotId = data.lot_ids[__ITER % data.lot_ids.length];
  const lot = latest(lotId, token);
  if (!lot || lot.you_lead || lot.state !== 'live') return;
  // Same key on a network retry (inside postQuote); a fresh key for a fresh amount.
  let amount = lot.next_valid_amount + lot.increment * Math.floor(Math.random() * 3);
  for (let attempt = 0; attempt < 2; attempt++) {
    const res = postQuote(token, lotId, amount, uuid());
    if (res.status !== 422) return;
    const next = Number(res.json('next_valid_amount'));
    if (!next) return;
    amount = next;
  }
}

export const handleSummary = summaryFor('bid-storm');
