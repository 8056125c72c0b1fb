import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Spinner } from '../../../components/ui/spinner';
import { formatRupees } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-time';
import { queryKeys, RefusedChange, useApiQuery, useOptimisticChange } from '../../../lib/query';
import { ROUTES, lotDetailUrl } from '../../../lib/routes';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { createSearch, deleteSearch, GRADES, savedSearches, searchMatches, searchOptions, type Option, type SavedSearch } from '../api';
import { criteriaOf, EMPTY_FIELDS, fieldsFromQuery, type CriteriaFields } from '../criteria-form';
import type { ApiResponse } from '../../../lib/api-client';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="field saved-search-form__field">
      <span className="field__label">{label}</span>
      {children}
    </label>
  );
}

function SearchForm({ segments, states, onSaved }: { segments: Option[]; states: Option[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const search = useSearch();
  const [fields, setFields] = useState<CriteriaFields>(() => fieldsFromQuery(new URLSearchParams(search)));
  const [busy, setBusy] = useState(false);
  const set = (key: keyof CriteriaFields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await createSearch(criteriaOf(fields));
      if (res.status === 200) {
        toast.success(res.msg ?? t('alerts.saved'));
        setFields(EMPTY_FIELDS);
        onSaved();
      } else toast.error(res.msg ?? t('alerts.failed'));
    } finally {
      setBusy(false);
    }
  };
  const text = (key: keyof CriteriaFields, mode?: 'numeric') => (
    <input className="field__input" value={fields[key]} onChange={set(key)} inputMode={mode} autoComplete="off" name={key} />
  );
  return (
    <form className="saved-search-form" onSubmit={(e) => void submit(e)} aria-label={t('alerts.formTitle')} data-testid="saved-search-form">
      <h2 className="section-title">{t('alerts.formTitle')}</h2>
      <div className="saved-search-form__grid">
        <Field label={t('alerts.segment')}>
          <select className="field__input" value={fields.segment_id} onChange={set('segment_id')} name="segment_id">
            <option value="">{t('alerts.any')}</option>
            {segments.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('alerts.make')}>{text('make')}</Field>
        <Field label={t('alerts.model')}>{text('model')}</Field>
        <Field label={t('alerts.yearFrom')}>{text('year_from', 'numeric')}</Field>
        <Field label={t('alerts.yearTo')}>{text('year_to', 'numeric')}</Field>
        <Field label={t('alerts.state')}>
          <select className="field__input" value={fields.state_id} onChange={set('state_id')} name="state_id">
            <option value="">{t('alerts.any')}</option>
            {states.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('alerts.district')}>{text('district')}</Field>
        <Field label={t('alerts.priceMin')}>{text('price_min', 'numeric')}</Field>
        <Field label={t('alerts.priceMax')}>{text('price_max', 'numeric')}</Field>
        <Field label={t('alerts.grade')}>
          <select className="field__input" value={fields.grade} onChange={set('grade')} name="grade">
            <option value="">{t('alerts.any')}</option>
            {GRADES.map((g) => (
              <option key={g} value={g}>
                {t('alerts.gradeOrBetter', { grade: g })}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('alerts.save')}
      </button>
    </form>
  );
}

function summaryOf(s: SavedSearch, t: (k: string, o?: Record<string, unknown>) => string): string {
  const parts = [
    s.segment,
    [s.make, s.model].filter(Boolean).join(' ') || null,
    s.year_from !== null || s.year_to !== null ? t('alerts.years', { from: s.year_from ?? '…', to: s.year_to ?? '…' }) : null,
    [s.district, s.state].filter(Boolean).join(', ') || null,
    s.price_min !== null || s.price_max !== null
      ? `${s.price_min !== null ? formatRupees(s.price_min) : '…'} – ${s.price_max !== null ? formatRupees(s.price_max) : '…'}`
      : null,
    s.grade ? t('alerts.gradeOrBetter', { grade: s.grade }) : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

function Matches({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { data, loading } = useApiQuery(queryKeys.savedSearchMatches(id), (signal) => searchMatches(id, signal));
  if (loading && !data) return <Spinner size="sm" />;
  if (!data || data.length === 0) return <p className="muted">{t('alerts.noMatches')}</p>;
  return (
    <ul className="saved-search__matches" data-testid="search-matches">
      {data.map((m) => (
        <li key={m.asset_id} className="saved-search__match">
          <Link href={lotDetailUrl(m.asset_id)}>
            {m.make} {m.model} ({m.year})
          </Link>
          {m.is_new ? <span className="insight-badge">{t('alerts.new')}</span> : null}
          <span className="muted">
            {' '}
            · {formatRupees(m.price)} · {m.yard_district}, {m.state} ·{' '}
            {t('alerts.closes', { time: formatDateTime(m.ends_at, i18n.language) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function SearchRow({ search }: { search: SavedSearch }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The row leaves the list at once; a refused delete puts it back.
  const remove = useOptimisticChange<SavedSearch[], number>({
    key: queryKeys.savedSearches(),
    send: (id) => deleteSearch(id),
    accept: (res) => (res as ApiResponse).status === 200,
    apply: (rows, id) => rows.filter((row) => row.id !== id),
    onDone: (_id, res) => toast.quick((res as ApiResponse).msg ?? t('alerts.deleted')),
    onFailed: (_id, error) =>
      toast.error((error instanceof RefusedChange ? (error.answer as ApiResponse).msg : undefined) ?? t('alerts.failed')),
  });
  return (
    <li className="saved-search" data-testid="saved-search">
      <p className="saved-search__what">{summaryOf(search, t)}</p>
      <p className="saved-search__counts">
        {t('alerts.matching', { count: search.matching })}
        {search.new_count > 0 ? <span className="insight-badge"> {t('alerts.newCount', { count: search.new_count })}</span> : null}
      </p>
      <div className="saved-search__actions">
        <button type="button" className="button button--outline button--small" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
          {t(open ? 'alerts.hideLots' : 'alerts.showLots')}
        </button>
        <button type="button" className="link-button" onClick={() => remove.mutate(search.id)}>
          {t('alerts.delete')}
        </button>
      </div>
      {open ? <Matches id={search.id} /> : null}
    </li>
  );
}

/** A buyer's saved searches: save one, see what matches now and what is new, delete. */
export function SavedSearchesScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('alerts.title'));
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.savedSearches() });
  const { data: options } = useApiQuery(queryKeys.savedSearchOptions(), (signal) => searchOptions(signal));
  const { data: list, loading } = useApiQuery(queryKeys.savedSearches(), (signal) => savedSearches(signal));
  return (
    <section className="container page-section saved-searches">
      <h1 className="page-title">{t('alerts.title')}</h1>
      <p className="muted">{t('alerts.intro')}</p>
      <p>
        <Link href={ROUTES.auctionCalendar}>{t('alerts.calendarLink')}</Link>
      </p>
      <SearchForm segments={options?.segments ?? []} states={options?.states ?? []} onSaved={refresh} />
      {loading && !list ? <Spinner /> : null}
      {list && list.length === 0 ? <p className="muted">{t('alerts.empty')}</p> : null}
      <ul className="saved-searches__list">
        {(list ?? []).map((s) => (
          <SearchRow key={s.id} search={s} />
        ))}
      </ul>
    </section>
  );
}
