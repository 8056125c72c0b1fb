// @ts-check
/** Amounts in words in Telugu (see ../index.js for how a Spelling is used). */
import { list } from '../spell.js';

/** @typedef {import('../list.js').Spelling} Spelling */

const TE_BELOW_20 = list(`
  ఒకటి రెండు మూడు నాలుగు ఐదు ఆరు ఏడు ఎనిమిది తొమ్మిది పది
  పదకొండు పన్నెండు పదమూడు పద్నాలుగు పదిహేను పదహారు పదిహేడు పద్దెనిమిది పంతొమ్మిది`);
const TE_TENS = list('పది ఇరవై ముప్పై నలభై యాభై అరవై డెబ్బై ఎనభై తొంభై');
const TE_BELOW_100 = Array.from({ length: 100 }, (_, n) => {
  if (n < 20) return TE_BELOW_20[n] ?? '';
  const tens = TE_TENS[Math.floor(n / 10)];
  return n % 10 ? `${tens} ${TE_BELOW_20[n % 10]}` : tens;
});
/** A number before a noun: ఒకటి becomes ఒక (ఒక లక్ష) or, after a ten, ఒక్క (ఇరవై ఒక్క వేల). */
/** @param {number} n */
const teCount = (n) => (n === 1 ? 'ఒక' : TE_BELOW_100[n].replace(/ ఒకటి$/, ' ఒక్క'));

// Telugu puts every part of the number in the form it takes before a noun (ఐదు వందల రూపాయలు).
/** @type {Spelling} */
const te = {
  zero: 'సున్నా',
  below100: TE_BELOW_100.map((w, n) => (n > 1 ? teCount(n) : w)),
  hundreds: (h, followed) => (h === 1 ? (followed ? 'నూట' : 'వంద') : `${teCount(h)} వందల`),
  scale: (count, unit) => {
    if (unit === 0) return count === 1 ? 'వెయ్యి' : `${teCount(count)} వేల`;
    if (count === 1) return unit === 1 ? 'ఒక లక్ష' : 'ఒక కోటి';
    return `${teCount(count)} ${unit === 1 ? 'లక్షల' : 'కోట్ల'}`;
  },
  phrase: (r, rc, p, pc) => `${rc === 1 ? 'ఒక రూపాయి' : `${r} రూపాయలు`}${pc ? ` మరియు ${pc === 1 ? 'ఒక పైసా' : `${p} పైసలు`}` : ''} మాత్రమే`,
};

export default te;
