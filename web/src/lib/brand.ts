/** The product name. Every screen, title and translation takes it from here ({{brand}} in locales). */
export const BRAND_NAME = 'VahanHaat';
export const BRAND_SLUG = BRAND_NAME.toLowerCase();
export const THEME_COLOR = '#ed1c24';
export const COPYRIGHT_YEAR = 2024;

export const LEGAL_ENTITY_NAME = `${BRAND_NAME} Marketplace Private Limited`;

export const CONTACT = {
  phones: ['+91 20 6745 2200', '+91 98901 24680'],
  email: `support@${BRAND_SLUG}.in`,
  registeredAddress: 'Office No. 504, Fifth Floor, Shreeji Business Bay, Senapati Bapat Road, Shivajinagar, Pune, Maharashtra 411016',
  operationalAddress: 'Gat No. 211, Vahan Yard, Pune–Nashik Highway, Near Chakan MIDC, Chakan, Pune, Maharashtra 410501',
} as const;

export const SOCIAL_LINKS = [
  { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/${BRAND_SLUG}` },
  { id: 'instagram', label: 'Instagram', href: `https://www.instagram.com/${BRAND_SLUG}` },
  { id: 'x', label: 'X (Twitter)', href: `https://x.com/${BRAND_SLUG}` },
  { id: 'youtube', label: 'YouTube', href: `https://www.youtube.com/@${BRAND_SLUG}` },
] as const;

/** Digits only, for tel: links (+91 prefix, spec §9). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length > 10 && digits.startsWith('91') ? digits.slice(2) : digits;
  return `tel:+91${national}`;
}
