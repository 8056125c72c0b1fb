import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_INPUT, phoneFieldValue } from '../../../lib/phone';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../api/http';
import { createStateHead, deleteStateHead, listStateHeads, listStates, setStateActive } from '../api/reference';
import { useAdminData } from '../use-admin-data';
import { useSave } from '../use-save';
import { Loadable, SelectField, TableWrap } from './ui';

export function StatesPanel() {
  const { t } = useTranslation();
  const list = useAdminData((signal) => listStates(signal), []);
  const [busy, setBusy] = useState<number | null>(null);
  return (
    <Loadable loading={list.loading} error={list.error} onRetry={list.reload}>
      {list.data ? (
        <TableWrap label={t('admin.reference.states')}>
          <table className="admin-table admin-table--compact">
            <thead>
              <tr>
                <th scope="col">{t('admin.fields.state')}</th>
                <th scope="col">{t('admin.reference.code')}</th>
                <th scope="col" className="num">{t('admin.reference.contacts')}</th>
                <th scope="col">{t('admin.reference.active')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((s) => (
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
                        onChange={async (e) => {
                          setBusy(s.id);
                          try {
                            const { msg } = await setStateActive(s.id, e.target.checked);
                            toast.success(msg || t('admin.common.saved'));
                            list.reload();
                          } catch (err) {
                            toast.error(errorMessage(err, t('common.somethingWentWrong')));
                          } finally {
                            setBusy(null);
                          }
                        }}
                      />
                      <span className="visually-hidden">{t('admin.reference.activeFor', { name: s.name })}</span>
                    </label>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
    </Loadable>
  );
}

export function ContactsPanel() {
  const { t } = useTranslation();
  const states = useAdminData((signal) => listStates(signal), []);
  const [stateFilter, setStateFilter] = useState('');
  const list = useAdminData((signal) => listStateHeads(stateFilter || undefined, signal), [stateFilter]);
  const [form, setForm] = useState({ state_id: '', name: '', phone: '' });
  const { busy, run } = useSave(list.reload);
  const stateOptions = (states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));

  return (
    <>
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
      <Loadable loading={list.loading} error={list.error} onRetry={list.reload}>
        {list.data ? (
          <TableWrap label={t('admin.reference.contacts')}>
            <table className="admin-table admin-table--compact">
              <thead>
                <tr>
                  <th scope="col">{t('admin.fields.state')}</th>
                  <th scope="col">{t('admin.users.name')}</th>
                  <th scope="col">{t('admin.users.phone')}</th>
                  <th scope="col" className="num">{t('admin.reference.order')}</th>
                  <th scope="col">{t('admin.common.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((c) => (
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
                ))}
              </tbody>
            </table>
          </TableWrap>
        ) : null}
      </Loadable>
    </>
  );
}
