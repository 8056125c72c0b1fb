import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import '../../../styles/lot-condition.css';
import type { LotDocuments } from '../api/lot';

/** Papers that are missing or wait on someone else: the buyer reads them as warnings. */
const WARN = {
  rc: ['copy', 'none'],
  noc: ['not_available'],
  form35: ['not_ready'],
  hypothecation: ['other_lender'],
} as const;

/** What papers come with the vehicle and its legal standing, shown above the quote box. */
export function LotDocumentsPanel({ documents, today = new Date() }: { documents: LotDocuments | null | undefined; today?: Date }) {
  const { t, i18n } = useTranslation();
  if (!documents) {
    return (
      <section className="lot-documents lot-documents--none" aria-labelledby="lot-documents-title">
        <h2 id="lot-documents-title" className="lot-documents__title">
          {t('lotDocuments.title')}
        </h2>
        <p className="muted">{t('lotDocuments.notStated')}</p>
      </section>
    );
  }
  const insuranceExpired = documents.insurance_valid_until !== null && documents.insurance_valid_until < today.toISOString().slice(0, 10);
  const rows: { key: string; label: string; value: string; warn: boolean }[] = [
    {
      key: 'rc',
      label: t('lotDocuments.rc'),
      value: t(`lotDocuments.rcValue.${documents.rc}`),
      warn: (WARN.rc as readonly string[]).includes(documents.rc),
    },
    {
      key: 'keys',
      label: t('lotDocuments.keys'),
      value: t('lotDocuments.keysValue', { count: documents.keys }),
      warn: documents.keys === 0,
    },
    {
      key: 'noc',
      label: t('lotDocuments.noc'),
      value: t(`lotDocuments.nocValue.${documents.noc}`),
      warn: (WARN.noc as readonly string[]).includes(documents.noc),
    },
    {
      key: 'form35',
      label: t('lotDocuments.form35'),
      value: t(`lotDocuments.form35Value.${documents.form35}`),
      warn: (WARN.form35 as readonly string[]).includes(documents.form35),
    },
    {
      key: 'insurance',
      label: t('lotDocuments.insurance'),
      value:
        documents.insurance_valid_until === null
          ? t('lotDocuments.noInsurance')
          : t(insuranceExpired ? 'lotDocuments.insuranceExpired' : 'lotDocuments.insuranceUntil', {
              date: formatDate(documents.insurance_valid_until, i18n.language),
            }),
      warn: documents.insurance_valid_until === null || insuranceExpired,
    },
    {
      key: 'hypothecation',
      label: t('lotDocuments.hypothecation'),
      value: t(`lotDocuments.hypothecationValue.${documents.hypothecation}`),
      warn: (WARN.hypothecation as readonly string[]).includes(documents.hypothecation),
    },
    { key: 'basis', label: t('lotDocuments.basis'), value: t(`lotDocuments.basisValue.${documents.repossession_basis}`), warn: false },
  ];
  return (
    <section className="lot-documents" aria-labelledby="lot-documents-title" data-testid="lot-documents">
      <h2 id="lot-documents-title" className="lot-documents__title">
        {t('lotDocuments.title')}
      </h2>
      <dl className="lot-documents__list">
        {rows.map((r) => (
          <div key={r.key} className={`lot-documents__row${r.warn ? ' lot-documents__row--warn' : ''}`} data-field={r.key}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
      <p className={`lot-documents__dispute${documents.dispute ? ' lot-documents__dispute--known' : ''}`}>
        <strong>{t('lotDocuments.dispute')}: </strong>
        {documents.dispute || t('lotDocuments.noDispute')}
      </p>
    </section>
  );
}
