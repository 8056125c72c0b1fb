import type { LotDocuments } from '../../lot/api/lot';
import type { AdminField, AdminFormPart } from '../form/admin-resource-form';
import type { TFunction } from 'i18next';
import type { Path } from 'react-hook-form';

/** The papers and legal standing a lot must state when listed; the values the server takes. */
export const DOCUMENT_CHOICES = {
  rc: ['original', 'copy', 'none'],
  noc: ['with_vehicle', 'after_payment', 'not_available'],
  form35: ['ready', 'after_payment', 'not_ready'],
  hypothecation: ['this_financier', 'other_lender', 'none'],
  repossession_basis: ['loan_default', 'voluntary_surrender', 'court_order', 'sarfaesi', 'other'],
} as const;

export const DOCUMENT_FIELDS = [
  'rc',
  'keys',
  'noc',
  'form35',
  'insurance_valid_until',
  'hypothecation',
  'repossession_basis',
  'dispute',
] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];
export const REQUIRED_DOCUMENT_FIELDS = new Set<DocumentField>(['rc', 'keys', 'noc', 'form35', 'hypothecation', 'repossession_basis']);

/** The value words: lotDocuments.<field>Value.<value> as the lot page shows them. */
const VALUE_KEYS: Record<keyof typeof DOCUMENT_CHOICES, string> = {
  rc: 'rcValue',
  noc: 'nocValue',
  form35: 'form35Value',
  hypothecation: 'hypothecationValue',
  repossession_basis: 'basisValue',
};

export function documentValues(d: LotDocuments | null | undefined): Record<DocumentField, string> {
  return {
    rc: d?.rc ?? '',
    keys: d ? String(d.keys) : '',
    noc: d?.noc ?? '',
    form35: d?.form35 ?? '',
    insurance_valid_until: d?.insurance_valid_until ?? '',
    hypothecation: d?.hypothecation ?? '',
    repossession_basis: d?.repossession_basis ?? '',
    dispute: d?.dispute ?? '',
  };
}

/** The lot form's "Papers and legal status" part: each field with its own message under it. */
export function documentsPart<V extends Record<DocumentField, string>>(t: TFunction): AdminFormPart<V> {
  const choose = t('admin.documents.choose');
  const select = (f: keyof typeof DOCUMENT_CHOICES): AdminField<V> => ({
    name: f as Path<V>,
    id: `ld-${f}`,
    label: t(`admin.documents.${f}`),
    kind: 'select',
    required: true,
    empty: choose,
    options: DOCUMENT_CHOICES[f].map((v) => ({ value: v, label: t(`lotDocuments.${VALUE_KEYS[f]}.${v}`) })),
  });
  return {
    key: 'documents',
    legend: t('lotDocuments.title'),
    testId: 'lot-documents-fields',
    fields: [
      select('rc'),
      { name: 'keys' as Path<V>, id: 'ld-keys', label: t('admin.documents.keys'), kind: 'number', min: 0, max: 5, required: true },
      select('noc'),
      select('form35'),
      {
        name: 'insurance_valid_until' as Path<V>,
        id: 'ld-insurance_valid_until',
        label: t('admin.documents.insurance_valid_until'),
        kind: 'date',
        optional: true,
      },
      select('hypothecation'),
      select('repossession_basis'),
      {
        name: 'dispute' as Path<V>,
        id: 'ld-dispute',
        label: t('admin.documents.dispute'),
        kind: 'textarea',
        optional: true,
        maxLength: 1000,
      },
    ],
  };
}
