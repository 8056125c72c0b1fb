import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_INPUT, phoneFieldValue } from '../../../lib/phone';
import { queryKeys, useOptimisticChange } from '../../../lib/query';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../api/http';
import { createStateHead, deleteStateHead, listStateHeads, listStates, setStateActive } from '../api/reference';
import type { AdminState } from '../api/types';
import { useAdminChange, useAdminQuery } from '../queries';
import { ReferencePanel } from './reference-panel';
import { SelectField } from './ui';

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
      columns={[t('admin.fields.state'), t('admin.reference.code'), { label: t('admin.reference.contacts'), num: true }, t('admin.reference.active')]}
      row={(s) => (
        <tr key={s.id}>
          <td>{s.name}</td>
          <td>{s.code ?? '—'}</td>
          <td className="num">{s.contact_count}</td>
          <td>
            <label className="admin-switch">
              <input type="checkbox" checked={s.is_active} disabled={busy === s.id} onChange={(e) => change.mutate({ id: s.id, active: e.target.checked })} />
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
  const list = useAdminQuery(queryKeys.admin.reference('state-heads', stateFilter), (signal) => listStateHeads(stateFilter || undefined, signal));
  const [form, setForm] = useState({ state_id: '', name: '', phone: '' });
  // A contact changes its state's count in the states tab too.
  const { busy, run } = useAdminChange([queryKeys.admin.reference('state-heads'), queryKeys.admin.reference('states')]);
  const stateOptions = (states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));

  return (
    <ReferencePanel
      list={list}
      label={t('admin.reference.contacts')}
      compact
      columns={[t('admin.fields.state'), t('admin.users.name'), t('admin.users.phone'), { label: t('admin.reference.order'), num: true }, t('admin.common.actions')]}
      row={(c) => (
        <tr key={c.id}>
          <td>{c.state}</td>
          <td>{c.name}</td>
          <td>
            <a href={`tel:${c.phone}`}>{c.phone}</a>
          </td>
          <td className="num">{c.sort_order}</td>
          <td>
            <button type="button" className="link-button admin-danger" disabled={busy} onClick={() => void run(() => deleteStateHead(c.id))}>
              {t('admin.common.delete')}
            </button>
          </td>
        </tr>
      )}
    >
      <form
        className="admin-inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => createStateHead({ state_id: Number(form.state_id), name: form.name.trim(), phone: form.phone.trim() })).then((ok) => ok && setForm({ state_id: form.state_id, name: '', phone: '' }));
        }}
      >
        <SelectField id="sh-state" label={t('admin.fields.state')} value={form.state_id} onChange={(v) => setForm((f) => ({ ...f, state_id: v }))} options={stateOptions} empty={t('admin.common.choose')} required />
        <div className="field">
          <label htmlFor="sh-name" className="field__label">
            {t('admin.users.name')}
          </label>
          <input id="sh-name" className="field__input" value={form.name} required maxLength={120} onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))} />
        </div>
        <div className="field">
          <label htmlFor="sh-phone" className="field__label">
            {t('admin.users.phone')}
          </label>
          <input id="sh-phone" className="field__input" {...PHONE_INPUT} pattern="\d{10}" value={form.phone} required onChange={(e) => setForm((f) => ({ ...f, phone: phoneFieldValue(e.target.value) }))} />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('admin.common.add')}
        </button>
      </form>
      <div className="admin-filters admin-filters--single">
        <SelectField id="sh-filter" label={t('admin.reference.showState')} value={stateFilter} onChange={setStateFilter} options={stateOptions} empty={t('admin.common.all')} />
      </div>
    </ReferencePanel>
  );
}
