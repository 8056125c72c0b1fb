import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { FieldError } from '../../../components/ui/text-field';
import { useSubmit, useZodForm } from '../../../lib/forms/use-zod-form';
import { toast } from '../../../lib/toast';
import { myTaxDetails, saveTaxDetails } from '../api/invoices';

/** Trimmed values as sent; the GSTIN's format and checksum are the server's to judge (its message shows). */
const taxDetailsSchema = z.object({
  gstin: z.string().check(z.trim(), z.toUpperCase()),
  legal_name: z.string().check(z.trim()),
  address: z.string().check(z.trim()),
});
type TaxDetailsValues = z.input<typeof taxDetailsSchema>;

/**
 * A buyer's optional GST registration: with a GSTIN, invoices are tax invoices in the
 * registered name (input tax credit). The server checks the GSTIN's format and checksum.
 */
export function TaxDetailsForm({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const form = useZodForm(taxDetailsSchema, { defaultValues: { gstin: '', legal_name: '', address: '' } });
  const {
    register,
    reset,
    formState: { isSubmitting },
  } = form;
  const [error, setError] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    myTaxDetails({ signal: controller.signal, authRedirect: false })
      // What was already typed is kept: the stored details fill only the untouched fields.
      .then((d) => d && reset({ gstin: d.gstin ?? '', legal_name: d.legal_name, address: d.address }, { keepDirtyValues: true }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [reset]);

  const submit = useSubmit(form, async (values) => {
    setError('');
    const body = await saveTaxDetails(values);
    if (body.status === 200) toast.success(t('invoices.gst.saved'));
    else setError(body.msg || t('common.somethingWentWrong'));
  });

  const field = (key: keyof TaxDetailsValues, label: string, extra: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`gst-${key}`} className="field__label">
        {label}
      </label>
      <input id={`gst-${key}`} className="field__input" {...register(key)} {...extra} />
    </div>
  );

  return (
    <form
      className={compact ? 'tax-details tax-details--compact' : 'panel profile-card tax-details'}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="gst-title"
    >
      <h2 id="gst-title" className={compact ? 'field__label' : 'section-title'}>
        {t('invoices.gst.title')}
      </h2>
      <p className="muted">{t('invoices.gst.hint')}</p>
      {field('gstin', t('invoices.gst.gstin'), { maxLength: 15, autoCapitalize: 'characters', placeholder: '27AAPFU0939F1ZV' })}
      {field('legal_name', t('invoices.gst.legalName'), { maxLength: 200 })}
      {field('address', t('invoices.gst.address'), { maxLength: 500 })}
      <FieldError error={error} />
      <button type="submit" className="button button--outline" disabled={isSubmitting}>
        {t('invoices.gst.save')}
      </button>
    </form>
  );
}
