import { useTranslation } from 'react-i18next';
import type { LotDocuments } from '../../lot/api/lot';

/** The papers and legal standing a lot must state when listed; the values the server takes. */
export const DOCUMENT_CHOICES = {
  rc: ['original', 'copy', 'none'],
  noc: ['with_vehicle', 'after_payment', 'not_available'],
  form35: ['ready', 'after_payment', 'not_ready'],
  hypothecation: ['this_financier', 'other_lender', 'none'],
  repossession_basis: ['loan_default', 'voluntary_surrender', 'court_order', 'sarfaesi', 'other'],
} as const;

export const DOCUMENT_FIELDS = ['rc', 'keys', 'noc', 'form35', 'insurance_valid_until', 'hypothecation', 'repossession_basis', 'dispute'] as const;
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

interface Props {
  values: Record<DocumentField, string>;
  errors: Record<string, string>;
  onChange: (field: DocumentField, value: string) => void;
}

/** The lot form's "Papers and legal status" part: each field with its own message under it. */
export function LotDocumentsFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation();
  const error = (f: DocumentField) =>
    errors[f] ? (
      <p id={`ld-${f}-error`} className="field__error" role="alert">
        {errors[f]}
      </p>
    ) : null;
  const select = (f: keyof typeof DOCUMENT_CHOICES) => (
    <div className="field" key={f}>
      <label htmlFor={`ld-${f}`} className="field__label">
        {t(`admin.documents.${f}`)}
      </label>
      <select id={`ld-${f}`} className="field__input" value={values[f]} required onChange={(e) => onChange(f, e.target.value)} aria-invalid={errors[f] ? true : undefined} aria-describedby={errors[f] ? `ld-${f}-error` : undefined}>
        <option value="">{t('admin.documents.choose')}</option>
        {DOCUMENT_CHOICES[f].map((v) => (
          <option key={v} value={v}>
            {t(`lotDocuments.${VALUE_KEYS[f]}.${v}`)}
          </option>
        ))}
      </select>
      {error(f)}
    </div>
  );
  return (
    <fieldset className="admin-form__fieldset" data-testid="lot-documents-fields">
      <legend>{t('lotDocuments.title')}</legend>
      <div className="admin-form__grid">
        {select('rc')}
        <div className="field">
          <label htmlFor="ld-keys" className="field__label">
            {t('admin.documents.keys')}
          </label>
          <input id="ld-keys" type="number" inputMode="numeric" min={0} max={5} required className="field__input" value={values.keys} onChange={(e) => onChange('keys', e.target.value)} aria-invalid={errors.keys ? true : undefined} />
          {error('keys')}
        </div>
        {select('noc')}
        {select('form35')}
        <div className="field">
          <label htmlFor="ld-insurance_valid_until" className="field__label">
            {t('admin.documents.insurance_valid_until')}
            <span className="field__hint"> {t('admin.common.optional')}</span>
          </label>
          <input id="ld-insurance_valid_until" type="date" className="field__input" value={values.insurance_valid_until} onChange={(e) => onChange('insurance_valid_until', e.target.value)} aria-invalid={errors.insurance_valid_until ? true : undefined} />
          {error('insurance_valid_until')}
        </div>
        {select('hypothecation')}
        {select('repossession_basis')}
      </div>
      <div className="field">
        <label htmlFor="ld-dispute" className="field__label">
          {t('admin.documents.dispute')}
          <span className="field__hint"> {t('admin.common.optional')}</span>
        </label>
        <textarea id="ld-dispute" className="field__input field__textarea" maxLength={1000} value={values.dispute} onChange={(e) => onChange('dispute', e.target.value)} />
        {error('dispute')}
      </div>
    </fieldset>
  );
}
