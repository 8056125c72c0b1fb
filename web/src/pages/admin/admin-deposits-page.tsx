import { adjustForm } from '@vahanhaat/contract/forms/deposits';
import { REASON_MAX } from '@vahanhaat/contract/http/limits';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdminTable, MoneyCell, Pill, type Tone, When } from '../../features/admin/components/ui';
import { getJson, postJson } from '../../lib/api-client';
import { tidied, useSubmit, useZodForm } from '../../lib/forms/use-zod-form';
import { useApiQuery } from '../../lib/query';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import type {
  AdjustBody,
  AdminAccountRow as AccountRow,
  AdminLedger as Ledger,
  AdminRefundRow as RefundRow,
  RefundStatus,
} from '../../features/deposits/api/deposits';

/** A page of the admins' lists (the contract's: items, total, page, size). */
type Page<T> = { items: T[]; total: number };

const signedDigits = (value: string) => value.replace(/[^\d-]/g, '');

const STATUS_TONE: Record<RefundStatus, Tone> = { requested: 'upcoming', processing: 'warn', processed: 'good', failed: 'bad' };

/**
 * An adjustment of a buyer's deposit: a signed amount and a reason, checked by the contract's
 * form schema (forms/deposits.ts adjustForm: what the route's adjustBody refuses), audited.
 */
function AdjustForm({ userId, onAdjusted }: { userId: number; onAdjusted: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(adjustForm, { defaultValues: { amount: '', reason: '' } });
  const [amount, reason] = useWatch({ control: form.control, name: ['amount', 'reason'] });
  const submit = useSubmit(form, async (v) => {
    const sent: AdjustBody = { amount: v.amount.trim(), reason: v.reason };
    const body = await postJson(`/admin/deposits/${userId}/adjust`, sent);
    if (body.status === 200) {
      toast.success(body.msg ?? t('admin.deposits.adjusted'));
      form.reset({ amount: '', reason: '' });
      onAdjusted();
    } else toast.error(body.msg ?? t('common.somethingWentWrong'));
  });
  return (
    <form className="admin-form admin-form--inline" onSubmit={(e) => void submit(e)} noValidate>
      <label>
        {t('admin.deposits.adjustAmount')}
        <input inputMode="numeric" {...tidied(form.register('amount'), signedDigits)} />
      </label>
      <label>
        {t('admin.deposits.reason')}
        <input maxLength={REASON_MAX} {...form.register('reason')} />
      </label>
      <button
        type="submit"
        className="button button--primary button--small"
        disabled={form.formState.isSubmitting || !adjustForm.safeParse({ amount, reason }).success}
      >
        {t('admin.deposits.adjust')}
      </button>
    </form>
  );
}

/** One buyer's journal and the adjustment form. */
function BuyerLedger({ userId, onChanged }: { userId: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const { data } = useApiQuery<Ledger>(['admin', 'deposits', 'ledger', userId, version], async (signal) => {
    const body = await getJson<Ledger>(`/admin/deposits/${userId}`, { signal });
    return body.status === 200 ? body.data : undefined;
  });
  if (!data) return null;
  return (
    <div className="admin-card">
      <h3>
        {data.user.name} · +91 {data.user.phone}
      </h3>
      <AdjustForm
        userId={userId}
        onAdjusted={() => {
          setVersion((v) => v + 1);
          onChanged();
        }}
      />
      <AdminTable
        label={t('admin.deposits.ledger')}
        columns={[
          t('admin.deposits.when'),
          t('admin.deposits.kind'),
          t('admin.deposits.account'),
          { label: t('admin.deposits.amount'), num: true },
          t('admin.deposits.reference'),
        ]}
      >
        {data.entries.map((e) => (
          <tr key={e.id}>
            <td>
              <When iso={e.created_at} />
            </td>
            <td>{e.kind}</td>
            <td>{e.account}</td>
            <MoneyCell value={e.amount} />
            <td>{e.reason ?? e.reference ?? '—'}</td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}

/** Deposit accounts (balance, held, in use), a buyer's ledger with adjustments, and every refund with its status. */
export function AdminDepositsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.deposits.title'));
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<RefundStatus | ''>('');
  const [open, setOpen] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const accounts = useApiQuery<Page<AccountRow>>(['admin', 'deposits', 'accounts', search, version], async (signal) => {
    const body = await getJson<Page<AccountRow>>(`/admin/deposits?${new URLSearchParams(search ? { q: search } : {}).toString()}`, {
      signal,
    });
    return body.status === 200 ? body.data : undefined;
  });
  const refunds = useApiQuery<Page<RefundRow>>(['admin', 'deposits', 'refunds', status, version], async (signal) => {
    const body = await getJson<Page<RefundRow>>(`/admin/deposit-refunds${status ? `?status=${status}` : ''}`, { signal });
    return body.status === 200 ? body.data : undefined;
  });

  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1 className="page-title">{t('admin.deposits.title')}</h1>
      </header>
      <form
        className="admin-form admin-form--inline"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(q.trim());
        }}
      >
        <label>
          {t('admin.deposits.search')}
          <input value={q} onChange={(e) => setQ(e.target.value)} />
        </label>
        <button type="submit" className="button button--outline button--small">
          {t('admin.deposits.find')}
        </button>
      </form>
      <AdminTable
        label={t('admin.deposits.accounts')}
        columns={[
          t('admin.deposits.buyer'),
          { label: t('admin.deposits.balance'), num: true },
          { label: t('admin.deposits.held'), num: true },
          { label: t('admin.deposits.inUse'), num: true },
          t('admin.deposits.updated'),
        ]}
      >
        {(accounts.data?.items ?? []).map((a) => (
          <tr key={a.user_id}>
            <td>
              <button type="button" className="link-button" onClick={() => setOpen(open === a.user_id ? null : a.user_id)}>
                {a.name || a.phone}
              </button>{' '}
              <span className="muted">+91 {a.phone}</span>
            </td>
            <MoneyCell value={a.balance} />
            <MoneyCell value={a.held} />
            <MoneyCell value={a.in_use} />
            <td>
              <When iso={a.updated_at} />
            </td>
          </tr>
        ))}
      </AdminTable>
      {open !== null && <BuyerLedger userId={open} onChanged={() => setVersion((v) => v + 1)} />}

      <h2>{t('admin.deposits.refunds')}</h2>
      <label className="admin-form">
        {t('admin.deposits.status')}
        <select value={status} onChange={(e) => setStatus(e.target.value as RefundStatus | '')}>
          <option value="">{t('admin.deposits.all')}</option>
          {(['requested', 'processing', 'processed', 'failed'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`deposit.status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <AdminTable
        label={t('admin.deposits.refunds')}
        columns={[
          t('admin.deposits.buyer'),
          { label: t('admin.deposits.amount'), num: true },
          t('admin.deposits.status'),
          t('admin.deposits.when'),
          t('admin.deposits.reference'),
        ]}
      >
        {(refunds.data?.items ?? []).map((r) => (
          <tr key={r.id}>
            <td>
              {r.name} <span className="muted">+91 {r.phone}</span>
            </td>
            <MoneyCell value={r.amount} />
            <td>
              <Pill tone={STATUS_TONE[r.status]}>{t(`deposit.status.${r.status}`)}</Pill>
              {r.failure_reason ? <div className="muted">{r.failure_reason}</div> : null}
            </td>
            <td>
              <When iso={r.created_at} />
            </td>
            <td>{r.gateway_refund_id ?? '—'}</td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
