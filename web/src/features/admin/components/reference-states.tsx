import { stateHeadForm } from '@vahanhaat/contract/forms/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneFieldValue } from '../../../lib/phone';
import { queryKeys, useOptimisticChange } from '../../../lib/query';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../api/http';
import { createStateHead, deleteStateHead, listStateHeads, listStates, setStateActive } from '../api/reference';
import { AdminResourceForm } from '../form/admin-resource-form';
import { useAdminChange, useAdminQuery } from '../queries';
import { optionsOf } from '../use-reference-lists';
import { ReferencePanel } from './reference-panel';
import { SelectField } from './ui';
import type { AdminState } from '../api/types';

export function StatesPanel() {
  const { t } = useTranslation();
  const key = queryKeys.admin.reference('states');
  const list = useAdminQuery(key, listStates);
  // The switch follows the tap at once; a refused save puts it back.
  const change = useOptimisticChange<AdminState[], { id: number; active: boolean }>({
    key,
    send: ({ id, active }) => setStateActive(id, active),
    apply: (rows, { id, active }) => rows.map((s) => (s.id === id ? { ...s, is_active: active } : s)),
    onDone: () => toast.success(t('admin.common.saved')),
    onFailed: (_vars, err) => toast.error(errorMessage(err, t('common.somethingWentWrong'))),
  });
  const busy = change.isPending ? change.variables?.id : null;
  return (
    <ReferencePanel
      list={list}
      label={t('admin.reference.states')}
      compact
      columns={[
        t('admin.fields.state'),
        t('admin.reference.code'),
        { label: t('admin.reference.contacts'), num: true },
        t('admin.reference.active'),
      ]}
      row={(s) => (
        <tr key={s.id}>
          <td>{s.name}</td>
          <td>{s.code ?? '—'}</td>
          <td className="num">{s.contact_count}</td>
          <td>
            <label className="admin-switch">
              <input
                type="checkbox"
                checked={s.is_active}
                disabled={busy === s.id}
                onChange={(e) => change.mutate({ id: s.id, active: e.target.checked })}
              />
              <span className="visually-hidden">{t('admin.reference.activeFor', { name: s.name })}</span>
            </label>
          </td>
        </tr>
      )}
    />
  );
}

export function ContactsPanel() {
  const { t } = useTranslation();
  const states = useAdminQuery(queryKeys.admin.reference('states'), listStates);
  const [stateFilter, setStateFilter] = useState('');
  const list = useAdminQuery(queryKeys.admin.reference('state-heads', stateFilter), (signal) =>
    listStateHeads(stateFilter || undefined, signal),
  );
  // A contact changes its state's count in the states tab too.
  const { busy, run, send } = useAdminChange([queryKeys.admin.reference('state-heads'), queryKeys.admin.reference('states')]);
  const stateOptions = optionsOf(states.data ?? []);

  return (
    <ReferencePanel
      list={list}
      label={t('admin.reference.contacts')}
      compact
      columns={[
        t('admin.fields.state'),
        t('admin.users.name'),
        t('admin.users.phone'),
        { label: t('admin.reference.order'), num: true },
        t('admin.common.actions'),
      ]}
      row={(c) => (
        <tr key={c.id}>
          <td>{c.state}</td>
          <td>{c.name}</td>
          <td>
            <a href={`tel:${c.phone}`}>{c.phone}</a>
          </td>
          <td className="num">{c.sort_order}</td>
          <td>
            <button
              type="button"
              className="link-button admin-danger"
              disabled={busy}
              onClick={() => void run(() => deleteStateHead(c.id))}
            >
              {t('admin.common.delete')}
            </button>
          </td>
        </tr>
      )}
    >
      <AdminResourceForm
        formId="admin-state-head-new"
        title={t('admin.reference.contacts')}
        schema={stateHeadForm}
        defaultValues={{ state_id: '', name: '', phone: '' }}
        parts={[
          {
            key: 'new',
            fields: [
              {
                name: 'state_id',
                id: 'sh-state',
                label: t('admin.fields.state'),
                kind: 'select',
                options: stateOptions,
                empty: t('admin.common.choose'),
                required: true,
              },
              { name: 'name', id: 'sh-name', label: t('admin.users.name'), maxLength: 120, required: true },
              { name: 'phone', id: 'sh-phone', label: t('admin.users.phone'), kind: 'tel', tidy: phoneFieldValue, required: true },
            ],
          },
        ]}
        onSubmit={(v) => send(() => createStateHead({ state_id: Number(v.state_id), name: v.name, phone: v.phone }))}
        onClose={() => undefined}
        submitLabel={t('admin.common.add')}
        inline={{ keepOnSave: ['state_id'] }}
      />
      <div className="admin-filters admin-filters--single">
        <SelectField
          id="sh-filter"
          label={t('admin.reference.showState')}
          value={stateFilter}
          onChange={setStateFilter}
          options={stateOptions}
          empty={t('admin.common.all')}
        />
      </div>
    </ReferencePanel>
  );
}
