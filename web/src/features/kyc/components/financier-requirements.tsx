import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Loadable } from '../../admin/components/ui';
import { useAdminData } from '../../admin/use-admin-data';
import { financierSettings, setFinancierRequirement } from '../api/kyc';

/** Which financiers take quotes only from buyers with verified documents. */
export function FinancierRequirements() {
  const { t } = useTranslation();
  const list = useAdminData((signal) => financierSettings(signal), []);
  const [busy, setBusy] = useState<number | null>(null);
  // The box follows the click at once; a refused save puts it back.
  const [shown, setShown] = useState<Record<number, boolean>>({});
  const toggle = async (id: number, required: boolean) => {
    setBusy(id);
    setShown((s) => ({ ...s, [id]: required }));
    try {
      await setFinancierRequirement(id, required);
      toast.success(t('admin.common.saved'));
    } catch {
      setShown((s) => ({ ...s, [id]: !required }));
      toast.error(t('common.somethingWentWrong'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="admin-section kyc-financiers" aria-labelledby="kyc-financiers-title">
      <h2 id="kyc-financiers-title" className="section-title">
        {t('kyc.admin.financiersTitle')}
      </h2>
      <p className="muted">{t('kyc.admin.financiersHint')}</p>
      <Loadable loading={list.loading} error={list.error} onRetry={list.reload}>
        <ul className="kyc-financiers__list">
          {(list.data ?? []).map((f) => (
            <li key={f.id}>
              <label className="kyc-financiers__item">
                <input type="checkbox" checked={shown[f.id] ?? f.requires_verified_kyc} disabled={busy === f.id} onChange={(e) => void toggle(f.id, e.target.checked)} />
                <span>{f.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </Loadable>
    </section>
  );
}
