import { useTranslation } from 'react-i18next';
import { formatPaise } from '../../invoices/api/invoices';
import type { PaidTax } from '../api/subscription';

/**
 * Under Amount Paid: the invoice's lines (taxable value, CGST + SGST or IGST, round off), or
 * 'No GST charged' for a receipt. Nothing before the document exists.
 */
export function TaxLines({ tax }: { tax: PaidTax | null | undefined }) {
  const { t } = useTranslation();
  if (!tax) return null;
  if (tax.document === 'receipt') return <span className="tax-lines">{t('paymentSuccess.breakdown.noGst')}</span>;
  const rate = tax.rate_bp / 100;
  const parts = [`${t('paymentSuccess.breakdown.taxable')} ${formatPaise(tax.taxable_paise)}`];
  if (tax.igst_paise > 0) parts.push(`${t('paymentSuccess.breakdown.igst', { rate })} ${formatPaise(tax.igst_paise)}`);
  else {
    parts.push(`${t('paymentSuccess.breakdown.cgst', { rate: rate / 2 })} ${formatPaise(tax.cgst_paise)}`);
    parts.push(`${t('paymentSuccess.breakdown.sgst', { rate: rate / 2 })} ${formatPaise(tax.sgst_paise)}`);
  }
  if (tax.round_off_paise !== 0) parts.push(`${t('paymentSuccess.breakdown.roundOff')} ${formatPaise(tax.round_off_paise)}`);
  return <span className="tax-lines">{parts.join(' · ')}</span>;
}
