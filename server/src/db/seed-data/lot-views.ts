import type { SegmentCode } from './catalogue.js';

/*
 * Drawn views of a demo vehicle for its photo set: front, rear, the far side (the side drawing
 * mirrored), engine bay, chassis plate, meter, tyres, cabin and RC card. Simple SVG, 640 × 420 like
 * the side drawings; the image route rasterises them at the widths the gallery asks for.
 */

const W = 640;
const H = 420;
const BG = '<rect width="640" height="420" fill="#EEF3F7"/><rect y="370" width="640" height="50" fill="#DCE4EB"/>';

const svg = (title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><title>${escapeXml(title)}</title>${body}</svg>`;

export const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

const tyre = (cx: number, cy: number, rx: number, ry: number) =>
  `<rect x="${cx - rx}" y="${cy - ry}" width="${rx * 2}" height="${ry * 2}" rx="${Math.min(rx, ry) / 2}" fill="#2B2F35"/>` +
  Array.from(
    { length: Math.floor((ry * 2) / 14) },
    (_, i) => `<rect x="${cx - rx + 3}" y="${cy - ry + 6 + i * 14}" width="${rx * 2 - 6}" height="5" fill="#444A52"/>`,
  ).join('');

/** The side drawing seen from the other side. */
export function mirroredView(sideSvg: string): string {
  const inner = sideSvg
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '');
  return svg('Right side', `<g transform="translate(${W},0) scale(-1,1)">${inner}</g>`);
}

function frontView(segment: SegmentCode, colour: string): string {
  if (segment === 'tractor') {
    return svg(
      'Front',
      BG +
        tyre(150, 300, 40, 72) +
        tyre(490, 300, 40, 72) +
        tyre(250, 330, 22, 42) +
        tyre(390, 330, 22, 42) +
        `<rect x="255" y="150" width="130" height="150" rx="14" fill="${colour}"/>` +
        `<rect x="275" y="175" width="90" height="90" rx="6" fill="#2E3238"/>` +
        Array.from({ length: 6 }, (_, i) => `<rect x="281" y="${182 + i * 13}" width="78" height="6" fill="#5A616B"/>`).join('') +
        `<circle cx="270" cy="160" r="11" fill="#FFF4C2" stroke="#333"/><circle cx="370" cy="160" r="11" fill="#FFF4C2" stroke="#333"/>` +
        `<rect x="300" y="95" width="10" height="60" fill="#555"/><rect x="200" y="120" width="240" height="16" rx="6" fill="#3A3F46"/>`,
    );
  }
  if (segment === 'two_wheeler') {
    return svg(
      'Front',
      BG +
        tyre(320, 318, 26, 56) +
        `<rect x="300" y="180" width="10" height="120" fill="#8A939E"/><rect x="330" y="180" width="10" height="120" fill="#8A939E"/>` +
        `<path d="M280 200 Q320 150 360 200 L350 250 L290 250 Z" fill="${colour}"/>` +
        `<circle cx="320" cy="200" r="24" fill="#FFF4C2" stroke="#333" stroke-width="3"/>` +
        `<rect x="220" y="140" width="200" height="10" rx="5" fill="#3A3F46"/><circle cx="222" cy="128" r="12" fill="#777"/><circle cx="418" cy="128" r="12" fill="#777"/>` +
        `<rect x="266" y="214" width="14" height="8" fill="#F39C12"/><rect x="360" y="214" width="14" height="8" fill="#F39C12"/>`,
    );
  }
  return svg(
    'Front',
    BG +
      tyre(190, 335, 30, 38) +
      tyre(450, 335, 30, 38) +
      `<rect x="150" y="90" width="340" height="240" rx="18" fill="${colour}"/>` +
      `<rect x="175" y="110" width="290" height="95" rx="8" fill="#9CC3E0" stroke="#2E3238" stroke-width="4"/>` +
      `<rect x="240" y="225" width="160" height="50" rx="4" fill="#2E3238"/>` +
      Array.from({ length: 4 }, (_, i) => `<rect x="248" y="${232 + i * 11}" width="144" height="5" fill="#5A616B"/>`).join('') +
      `<rect x="170" y="228" width="50" height="30" rx="6" fill="#FFF4C2" stroke="#333"/><rect x="420" y="228" width="50" height="30" rx="6" fill="#FFF4C2" stroke="#333"/>` +
      `<rect x="140" y="290" width="360" height="26" rx="6" fill="#3A3F46"/>`,
  );
}

function rearView(segment: SegmentCode, colour: string): string {
  if (segment === 'tractor') {
    return svg(
      'Rear',
      BG +
        tyre(140, 290, 48, 80) +
        tyre(500, 290, 48, 80) +
        `<path d="M110 200 Q140 150 190 170 L190 230 L110 230 Z" fill="${colour}"/><path d="M530 200 Q500 150 450 170 L450 230 L530 230 Z" fill="${colour}"/>` +
        `<rect x="200" y="170" width="240" height="120" rx="10" fill="#3A3F46"/>` +
        `<rect x="310" y="250" width="20" height="50" fill="#8A939E"/><circle cx="320" cy="305" r="12" fill="#8A939E"/>` +
        `<path d="M230 300 L270 340 M410 300 L370 340" stroke="#6B737D" stroke-width="12" stroke-linecap="round"/>` +
        `<rect x="300" y="140" width="40" height="40" rx="4" fill="#2E3238"/><circle cx="250" cy="200" r="9" fill="#E74C3C"/><circle cx="390" cy="200" r="9" fill="#E74C3C"/>`,
    );
  }
  if (segment === 'two_wheeler') {
    return svg(
      'Rear',
      BG +
        tyre(320, 318, 30, 56) +
        `<path d="M270 170 L370 170 L355 250 L285 250 Z" fill="${colour}"/>` +
        `<rect x="295" y="190" width="50" height="18" rx="4" fill="#E74C3C"/>` +
        `<rect x="285" y="225" width="70" height="30" rx="3" fill="#FFFFFF" stroke="#333" stroke-width="2"/>` +
        `<rect x="262" y="205" width="14" height="8" fill="#F39C12"/><rect x="364" y="205" width="14" height="8" fill="#F39C12"/>` +
        `<rect x="270" y="150" width="100" height="20" rx="8" fill="#2E3238"/>`,
    );
  }
  return svg(
    'Rear',
    BG +
      tyre(180, 335, 34, 38) +
      tyre(460, 335, 34, 38) +
      `<rect x="130" y="80" width="380" height="240" rx="6" fill="${colour}" opacity=".92"/>` +
      Array.from({ length: 5 }, (_, i) => `<rect x="130" y="${110 + i * 40}" width="380" height="6" fill="#00000022"/>`).join('') +
      `<rect x="150" y="285" width="40" height="22" rx="3" fill="#E74C3C"/><rect x="450" y="285" width="40" height="22" rx="3" fill="#E74C3C"/>` +
      `<rect x="270" y="285" width="100" height="30" rx="3" fill="#F7DC6F" stroke="#333" stroke-width="2"/>`,
  );
}

function engineView(segment: SegmentCode, colour: string): string {
  const block = segment === 'two_wheeler' ? { x: 220, y: 150, w: 200, h: 160 } : { x: 150, y: 120, w: 340, h: 200 };
  const fins =
    segment === 'two_wheeler'
      ? Array.from(
          { length: 8 },
          (_, i) => `<rect x="${block.x + 10}" y="${block.y + 10 + i * 18}" width="${block.w - 20}" height="8" rx="3" fill="#9AA3AD"/>`,
        ).join('')
      : '';
  return svg(
    'Engine',
    `<rect width="640" height="420" fill="#2B2F35"/>` +
      `<rect x="${block.x}" y="${block.y}" width="${block.w}" height="${block.h}" rx="12" fill="#7D8690"/>` +
      fins +
      (segment === 'two_wheeler'
        ? ''
        : Array.from(
            { length: 4 },
            (_, i) => `<rect x="${block.x + 30 + i * 75}" y="${block.y - 30}" width="50" height="40" rx="6" fill="#5D6670"/>`,
          ).join('') +
          `<rect x="${block.x + 20}" y="${block.y + 60}" width="${block.w - 40}" height="30" rx="8" fill="${colour}"/>` +
          `<circle cx="${block.x + block.w - 40}" cy="${block.y + 150}" r="28" fill="#454C55" stroke="#1E2226" stroke-width="6"/>` +
          `<path d="M${block.x - 40} 360 C 200 300, 300 380, ${block.x + 100} ${block.y + 190}" stroke="#1E2226" stroke-width="14" fill="none"/>`) +
      `<rect x="40" y="40" width="120" height="60" rx="8" fill="#3A3F46"/><text x="100" y="78" font-family="sans-serif" font-size="20" fill="#C9D1D9" text-anchor="middle">OIL</text>`,
  );
}

/** A stamped plate with the chassis number. */
export function chassisPlateView(chassisNo: string): string {
  return svg(
    'Chassis number plate',
    `<rect width="640" height="420" fill="#5D6670"/>` +
      `<rect x="90" y="130" width="460" height="160" rx="10" fill="#C8CDD2" stroke="#8A939E" stroke-width="6"/>` +
      `<circle cx="115" cy="155" r="8" fill="#8A939E"/><circle cx="525" cy="155" r="8" fill="#8A939E"/><circle cx="115" cy="265" r="8" fill="#8A939E"/><circle cx="525" cy="265" r="8" fill="#8A939E"/>` +
      `<text x="320" y="185" font-family="monospace" font-size="22" fill="#3A3F46" text-anchor="middle">CHASSIS NO.</text>` +
      `<text x="320" y="240" font-family="monospace" font-size="34" font-weight="bold" fill="#2B2F35" text-anchor="middle" letter-spacing="3">${escapeXml(chassisNo)}</text>`,
  );
}

/** The hour meter (tractors) or odometer, reading the lot's figure. */
export function meterView(segment: SegmentCode, reading: number): string {
  const unit = segment === 'tractor' ? 'HOURS' : 'KM';
  const digits = String(Math.max(0, Math.round(reading)))
    .padStart(6, '0')
    .slice(-6);
  return svg(
    segment === 'tractor' ? 'Hour meter' : 'Odometer',
    `<rect width="640" height="420" fill="#1E2226"/>` +
      `<circle cx="320" cy="210" r="170" fill="#2B2F35" stroke="#8A939E" stroke-width="8"/>` +
      Array.from({ length: 11 }, (_, i) => {
        const a = Math.PI * (0.8 + (1.4 * i) / 10);
        return `<line x1="${320 + 140 * Math.cos(a)}" y1="${210 + 140 * Math.sin(a)}" x2="${320 + 160 * Math.cos(a)}" y2="${210 + 160 * Math.sin(a)}" stroke="#E5E8EB" stroke-width="5"/>`;
      }).join('') +
      `<line x1="320" y1="210" x2="${320 + 120 * Math.cos(Math.PI * 1.3)}" y2="${210 + 120 * Math.sin(Math.PI * 1.3)}" stroke="#E74C3C" stroke-width="6" stroke-linecap="round"/>` +
      `<circle cx="320" cy="210" r="12" fill="#E5E8EB"/>` +
      `<rect x="215" y="260" width="210" height="52" rx="6" fill="#0E1013" stroke="#5D6670" stroke-width="3"/>` +
      [...digits]
        .map(
          (d, i) =>
            `<text x="${237 + i * 33}" y="299" font-family="monospace" font-size="34" fill="#F2F4F6" text-anchor="middle">${d}</text>`,
        )
        .join('') +
      `<text x="320" y="345" font-family="sans-serif" font-size="20" fill="#AEB6BF" text-anchor="middle">${unit}</text>`,
  );
}

function tyresView(segment: SegmentCode): string {
  const r = segment === 'two_wheeler' ? 110 : 160;
  return svg(
    'Tyres',
    BG +
      `<circle cx="320" cy="215" r="${r}" fill="#2B2F35"/>` +
      Array.from({ length: 24 }, (_, i) => {
        const a = (Math.PI * 2 * i) / 24;
        return `<rect x="${320 + (r - 14) * Math.cos(a) - 9}" y="${215 + (r - 14) * Math.sin(a) - 5}" width="18" height="10" fill="#454C55" transform="rotate(${(a * 180) / Math.PI} ${320 + (r - 14) * Math.cos(a)} ${215 + (r - 14) * Math.sin(a)})"/>`;
      }).join('') +
      `<circle cx="320" cy="215" r="${r * 0.55}" fill="#B5BCC4"/><circle cx="320" cy="215" r="${r * 0.2}" fill="#7D8690"/>` +
      Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI * 2 * i) / 6;
        return `<circle cx="${320 + r * 0.35 * Math.cos(a)}" cy="${215 + r * 0.35 * Math.sin(a)}" r="7" fill="#5D6670"/>`;
      }).join(''),
  );
}

function cabinView(segment: SegmentCode, colour: string): string {
  if (segment === 'two_wheeler') {
    return svg(
      'Seat and controls',
      BG +
        `<path d="M150 230 Q320 160 490 230 L470 270 Q320 220 170 270 Z" fill="#2B2F35"/>` +
        `<rect x="140" y="120" width="360" height="14" rx="7" fill="#3A3F46"/><circle cx="320" cy="110" r="40" fill="#1E2226" stroke="${colour}" stroke-width="8"/>` +
        `<rect x="120" y="110" width="40" height="34" rx="8" fill="#555"/><rect x="480" y="110" width="40" height="34" rx="8" fill="#555"/>`,
    );
  }
  return svg(
    segment === 'tractor' ? 'Seat and controls' : 'Cabin',
    BG +
      `<rect x="120" y="60" width="400" height="120" rx="14" fill="#3A3F46"/>` +
      `<circle cx="250" cy="120" r="34" fill="#1E2226" stroke="#8A939E" stroke-width="4"/><circle cx="390" cy="120" r="34" fill="#1E2226" stroke="#8A939E" stroke-width="4"/>` +
      `<circle cx="320" cy="230" r="70" fill="none" stroke="#1E2226" stroke-width="16"/><line x1="320" y1="160" x2="320" y2="300" stroke="#1E2226" stroke-width="10"/>` +
      `<rect x="440" y="240" width="90" height="110" rx="16" fill="${colour}"/><rect x="450" y="200" width="70" height="50" rx="10" fill="${colour}"/>` +
      `<rect x="140" y="260" width="14" height="90" rx="6" fill="#555"/><circle cx="147" cy="256" r="12" fill="#E74C3C"/>`,
  );
}

export interface RcCardFacts {
  registrationNumber: string;
  make: string;
  model: string;
  year: number;
  fuel: string;
  chassisNo: string;
}

/** The registration certificate as a smart card, with the vehicle's own facts. */
export function rcCardView(f: RcCardFacts): string {
  const row = (y: number, label: string, value: string) =>
    `<text x="120" y="${y}" font-family="sans-serif" font-size="15" fill="#5D6670">${escapeXml(label)}</text><text x="290" y="${y}" font-family="sans-serif" font-size="19" font-weight="bold" fill="#1E2226">${escapeXml(value)}</text>`;
  return svg(
    'RC',
    `<rect width="640" height="420" fill="#DCE4EB"/>` +
      `<rect x="90" y="60" width="460" height="300" rx="18" fill="#FDFEFE" stroke="#7FB3D5" stroke-width="4"/>` +
      `<rect x="90" y="60" width="460" height="56" rx="18" fill="#2E86C1"/><rect x="90" y="96" width="460" height="20" fill="#2E86C1"/>` +
      `<text x="320" y="96" font-family="sans-serif" font-size="20" font-weight="bold" fill="#FFFFFF" text-anchor="middle">CERTIFICATE OF REGISTRATION</text>` +
      row(160, 'Regn. No.', f.registrationNumber) +
      row(200, 'Maker / Model', `${f.make} ${f.model}`.slice(0, 26)) +
      row(240, 'Mfg. year', String(f.year)) +
      row(280, 'Fuel', f.fuel) +
      row(320, 'Chassis No.', f.chassisNo) +
      `<rect x="470" y="135" width="56" height="44" rx="6" fill="#F4D03F" stroke="#B7950B"/>`,
  );
}

/** The views every demo vehicle of a segment shares (in its body colour). */
export function sharedViews(segment: SegmentCode, colour: string) {
  return {
    front: frontView(segment, colour),
    rear: rearView(segment, colour),
    engine: engineView(segment, colour),
    tyres: tyresView(segment),
    cabin: cabinView(segment, colour),
  };
}
