import { useTranslation } from 'react-i18next';
import { queryKeys, useOptimisticChange } from '../../../lib/query';
import { toast } from '../../../lib/toast';
import { Loadable } from '../../admin/components/ui';
import { useAdminQuery } from '../../admin/queries';
import { financierSettings, setFinancierRequirement, type FinancierSetting } from '../api/kyc';

/** Which financiers take quotes only from buyers with verified documents. */
export function FinancierRequirements() {
  const { t } = useTranslation();
  const key = queryKeys.admin.reference('financier-settings');
  const list = useAdminQuery(key, financierSettings);
  // The box follows the click at once; a refused save puts it back.
  const change = useOptimisticChange<FinancierSetting[], { id: number; required: boolean }>({
    key,
    send: ({ id, required }) => setFinancierRequirement(id, required),
    apply: (rows, { id, required }) => rows.map((f) => (f.id === id ? { ...f, requires_verified_kyc: required } : f)),
    onDone: () => toast.success(t('admin.common.saved')),
    onFailed: () => toast.error(t('common.somethingWentWrong')),
  });
  const busy = change.isPending ? change.variables?.id : null;
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
                <input
                  type="checkbox"
                  checked={f.requires_verified_kyc}
                  disabled={busy === f.id}
                  onChange={(e) => change.mutate({ id: f.id, required: e.target.checked })}
                />
                <span>{f.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </Loadable>
    </section>
  );
}
