// Browsing: the home page's listings, an auction's lots page by page, a lot in full.
import { sleep } from 'k6';
import { createFixtures, optionsFor, summaryFor } from './common.js';
import { browseOnce } from './flows.js';

export const options = optionsFor('browse');

export function setup() {
  return createFixtures('browse');
}

/** @param {import('./common.js').Fixtures} data */
export default function (data) {
  browseOnce(data);
  sleep(0.5 + Math.random());
}

export const handleSummary = summaryFor('browse');
