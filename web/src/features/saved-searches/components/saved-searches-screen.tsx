import { useQueryClient } from '@tanstack/react-query';
import { savedSearchForm } from '@vahanhaat/contract/forms/alerts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { formatRupees } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-time';
import { useErrorText } from '../../../lib/forms/message-text';
import { useSubmit, useZodForm } from '../../../lib/forms/use-zod-form';
import { usePlaceNames } from '../../../lib/place-names';
import { queryKeys, RefusedChange, useApiQuery, useOptimisticChange } from '../../../lib/query';
import { ROUTES, lotDetailUrl } from '../../../lib/routes';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { createSearch, deleteSearch, GRADES, savedSearches, searchMatches, searchOptions, type Option, type SavedSearch } from '../api';
import { criteriaOf, EMPTY_FIELDS, fieldsFromQuery, type CriteriaFields } from '../criteria-form';
import type { ApiResponse } from '../../../lib/api-client';

type Criterion = keyof CriteriaFields;

function SearchForm({ segments, states, onSaved }: { segments: Option[]; states: Option[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const places = usePlaceNames();
  const search = useSearch();
  const errorText = useErrorText();
  const form = useZodForm(savedSearchForm, { defaultValues: fieldsFromQuery(new URLSearchParams(search)) });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = useSubmit(form, async (fields) => {
    const res = await createSearch(criteriaOf(fields));
    if (res.status === 200) {
      toast.success(res.msg ?? t('alerts.saved'));
      form.reset(EMPTY_FIELDS);
      onSaved();
    } else toast.error(res.msg ?? t('alerts.failed'));
  });
  const id = (key: Criterion) => `saved-search-${key}`;
  const text = (key: Criterion, label: string, options: { numeric?: boolean; deps?: Criterion } = {}) => (
    <TextField
      id={id(key)}
      label={label}
      inputMode={options.numeric ? 'numeric' : undefined}
      autoComplete="off"
      error={errorText(errors[key], key)}
      {...register(key, options.deps ? { deps: [options.deps] } : {})}
    />
  );
  const select = (key: Criterion, label: string, options: { value: string | number; label: string }[]) => (
    <div className="field">
      <label htmlFor={id(key)} className="field__label">
        {label}
      </label>
      <select id={id(key)} className="field__input" {...register(key)}>
        <option value="">{t('alerts.any')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  const named = (list: Option[], name: (english: string) => string) => list.map((o) => ({ value: o.id, label: name(o.name) }));
  return (
    <form
      className="saved-search-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('alerts.formTitle')}
      data-testid="saved-search-form"
    >
      <h2 className="section-title">{t('alerts.formTitle')}</h2>
      <div className="saved-search-form__grid">
        {select('segment_id', t('alerts.segment'), named(segments, places.segment))}
        {text('make', t('alerts.make'))}
        {text('model', t('alerts.model'))}
        {text('year_from', t('alerts.yearFrom'), { numeric: true, deps: 'year_to' })}
        {text('year_to', t('alerts.yearTo'), { numeric: true })}
        {select('state_id', t('alerts.state'), named(states, places.state))}
        {text('district', t('alerts.district'))}
        {text('price_min', t('alerts.priceMin'), { numeric: true, deps: 'price_max' })}
        {text('price_max', t('alerts.priceMax'), { numeric: true })}
        {select(
          'grade',
          t('alerts.grade'),
          GRADES.map((g) => ({ value: g, label: t('alerts.gradeOrBetter', { grade: g }) })),
        )}
      </div>
      {errors.root ? (
        <p className="field__error" role="alert">
          {errorText(errors.root)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? <Spinner tone="light" size="sm" /> : null}
        {t('alerts.save')}
      </button>
    </form>
  );
}

function summaryOf(
  s: SavedSearch,
  t: (k: string, o?: Record<string, unknown>) => string,
  places: ReturnType<typeof usePlaceNames>,
): string {
  const parts = [
    s.segment ? places.segment(s.segment) : null,
    [s.make, s.model].filter(Boolean).join(' ') || null,
    s.year_from !== null || s.year_to !== null ? t('alerts.years', { from: s.year_from ?? '…', to: s.year_to ?? '…' }) : null,
    [s.district, s.state ? places.state(s.state) : null].filter(Boolean).join(', ') || null,
    s.price_min !== null || s.price_max !== null
      ? `${s.price_min !== null ? formatRupees(s.price_min) : '…'} – ${s.price_max !== null ? formatRupees(s.price_max) : '…'}`
      : null,
    s.grade ? t('alerts.gradeOrBetter', { grade: s.grade }) : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

function Matches({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const places = usePlaceNames();
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
            · {formatRupees(m.price)} · {m.yard_district}, {places.state(m.state)} ·{' '}
            {t('alerts.closes', { time: formatDateTime(m.ends_at, i18n.language) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function SearchRow({ search }: { search: SavedSearch }) {
  const { t } = useTranslation();
  const places = usePlaceNames();
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
      <p className="saved-search__what">{summaryOf(search, t, places)}</p>
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
