import { useTranslation } from 'react-i18next';
import { CostsPanel } from '../../features/admin/components/reference-costs';
import { FinanciersPanel } from '../../features/admin/components/reference-financiers';
import { PlansPanel } from '../../features/admin/components/reference-plans';
import { ContactsPanel, StatesPanel } from '../../features/admin/components/reference-states';
import { useQueryParams } from '../../features/admin/use-query-params';
import { useDocumentTitle } from '../../lib/use-document-title';

const TABS = ['financiers', 'states', 'contacts', 'plans', 'costs'] as const;
type Tab = (typeof TABS)[number];

export function AdminReferencePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.reference.title'));
  const qp = useQueryParams();
  const tab: Tab = qp.oneOf('tab', TABS) ?? 'financiers';
  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1 className="page-title">{t('admin.reference.title')}</h1>
      </header>
      <div className="admin-tabs" role="tablist" aria-label={t('admin.reference.title')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`ref-tab-${name}`}
            aria-controls="ref-panel"
            className="admin-tabs__tab"
            aria-selected={tab === name}
            onClick={() => qp.set({ tab: name })}
          >
            {t(`admin.reference.${name}`)}
          </button>
        ))}
      </div>
      <div id="ref-panel" role="tabpanel" aria-labelledby={`ref-tab-${tab}`} className="admin-card">
        {tab === 'financiers' ? <FinanciersPanel /> : null}
        {tab === 'states' ? <StatesPanel /> : null}
        {tab === 'contacts' ? <ContactsPanel /> : null}
        {tab === 'plans' ? <PlansPanel /> : null}
        {tab === 'costs' ? <CostsPanel /> : null}
      </div>
    </section>
  );
}
