export interface FinancierSeed {
  slug: string;
  name: string;
  /** Relative to the seed assets directory. */
  logoFile: string;
}

/** Fictional lenders; any likeness to a real company's name is unintended. */
export const FINANCIERS = [
  { slug: 'sahyadri-auto-finance', name: 'Sahyadri Auto Finance', logoFile: 'financiers/sahyadri-auto-finance.svg' },
  { slug: 'krishi-mitra-capital', name: 'Krishi Mitra Capital', logoFile: 'financiers/krishi-mitra-capital.svg' },
  { slug: 'narmada-vahan-finance', name: 'Narmada Vahan Finance', logoFile: 'financiers/narmada-vahan-finance.svg' },
  { slug: 'deccan-wheels-credit', name: 'Deccan Wheels Credit', logoFile: 'financiers/deccan-wheels-credit.svg' },
  { slug: 'godavari-gramin-finserv', name: 'Godavari Gramin Finserv', logoFile: 'financiers/godavari-gramin-finserv.svg' },
  { slug: 'thar-motor-credit', name: 'Thar Motor Credit', logoFile: 'financiers/thar-motor-credit.svg' },
  { slug: 'kaveri-kisan-fincorp', name: 'Kaveri Kisan Fincorp', logoFile: 'financiers/kaveri-kisan-fincorp.svg' },
  { slug: 'malwa-tractor-finance', name: 'Malwa Tractor Finance', logoFile: 'financiers/malwa-tractor-finance.svg' },
] as const satisfies readonly FinancierSeed[];

export type FinancierSlug = (typeof FINANCIERS)[number]['slug'];
