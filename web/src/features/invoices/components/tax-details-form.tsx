import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { myTaxDetails, saveTaxDetails } from '../api/invoices';

/**
 * A buyer's optional GST registration: with a GSTIN, invoices are tax invoices in the
 * registered name (input tax credit). The server checks the GSTIN's format and checksum.
 */
export function TaxDetailsForm({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ gstin: '', legal_name: '', address: '' });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    myTaxDetails({ signal: controller.signal, authRedirect: false })
      .then((d) => d && setForm({ gstin: d.gstin ?? '', legal_name: d.legal_name, address: d.address }))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setError('');
    try {
      const body = await saveTaxDetails({ gstin: form.gstin.trim().toUpperCase(), legal_name: form.legal_name.trim(), address: form.address.trim() });
      if (body.status === 200) toast.success(t('invoices.gst.saved'));
      else setError(body.msg || t('common.somethingWentWrong'));
    } finally {
      setSaving(false);
    }
  };

  const field = (key: keyof typeof form, label: string, extra: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`gst-${key}`} className="field__label">
        {label}
      </label>
      <input id={`gst-${key}`} className="field__input" value={form[key]} onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))} {...extra} />
    </div>
  );

  return (
    <form className={compact ? 'tax-details tax-details--compact' : 'panel profile-card tax-details'} onSubmit={submit} aria-labelledby="gst-title">
      <h2 id="gst-title" className={compact ? 'field__label' : 'section-title'}>
        {t('invoices.gst.title')}
      </h2>
      <p className="muted">{t('invoices.gst.hint')}</p>
      {field('gstin', t('invoices.gst.gstin'), { maxLength: 15, autoCapitalize: 'characters', placeholder: '27AAPFU0939F1ZV' })}
      {field('legal_name', t('invoices.gst.legalName'), { maxLength: 200 })}
      {field('address', t('invoices.gst.address'), { maxLength: 500 })}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--outline" disabled={saving}>
        {t('invoices.gst.save')}
      </button>
    </form>
  );
}
