import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONDITION_GRADES, LOT_SORTS, type LotFacets, type LotFilters, type LotSort } from '../api/auction-lots';

interface LotFiltersFormProps {
  filters: LotFilters;
  facets?: LotFacets;
  /** Free make list when there are no facets (the search across auctions). */
  makes?: string[];
  onApply: (filters: LotFilters) => void;
}

const digits = (value: string) => value.replace(/\D/g, '');
const toNumber = (value: string) => (value ? Number(value) : undefined);

function years(facets?: LotFacets): number[] {
  const to = facets?.year_max ?? new Date().getFullYear();
  const from = facets?.year_min ?? to - 25;
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => to - i);
}

function YearSelect({
  label,
  value,
  years,
  onChange,
}: {
  label: string;
  value: string;
  years: number[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <select className="field__input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('filters.any')}</option>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "B or better" is the grades A and B. */
const GRADE_CHOICES = CONDITION_GRADES.slice(0, 4).map((g, i) => ({ grade: g, value: CONDITION_GRADES.slice(0, i + 1).join(',') }));

function RupeeInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="field__input"
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(digits(e.target.value))}
        placeholder="₹"
      />
    </label>
  );
}

/** Make, year, price and sort; folded away on a phone until asked for. */
export function LotFiltersForm({ filters, facets, makes, onApply }: LotFiltersFormProps) {
  const { t } = useTranslation();
  const [make, setMake] = useState(filters.make ?? '');
  const [yearFrom, setYearFrom] = useState(filters.year_from ? String(filters.year_from) : '');
  const [yearTo, setYearTo] = useState(filters.year_to ? String(filters.year_to) : '');
  const [priceMin, setPriceMin] = useState(filters.price_min ? String(filters.price_min) : '');
  const [priceMax, setPriceMax] = useState(filters.price_max ? String(filters.price_max) : '');
  const [grade, setGrade] = useState(filters.grade ?? '');
  const [sort, setSort] = useState<LotSort | ''>(filters.sort ?? '');
  const active = Object.values(filters).filter((v) => v !== undefined && v !== '').length;
  const makeOptions = facets
    ? facets.makes.map((m) => ({ value: m.make, label: `${m.make} (${m.count})` }))
    : (makes ?? []).map((m) => ({ value: m, label: m }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      make: make || undefined,
      year_from: toNumber(yearFrom),
      year_to: toNumber(yearTo),
      price_min: toNumber(priceMin),
      price_max: toNumber(priceMax),
      grade: grade || undefined,
      sort: sort || undefined,
    });
  };

  const clear = () => {
    setMake('');
    setYearFrom('');
    setYearTo('');
    setPriceMin('');
    setPriceMax('');
    setGrade('');
    setSort('');
    onApply({});
  };

  const yearOptions = years(facets);
  return (
    <details className="filters" open={active > 0 ? true : undefined}>
      <summary className="filters__summary">
        {t('filters.title')}
        {active > 0 ? <span className="badge">{active}</span> : null}
      </summary>
      <form className="filters__form" onSubmit={submit}>
        <label className="field">
          <span className="field__label">{t('filters.make')}</span>
          <select className="field__input" value={make} onChange={(e) => setMake(e.target.value)}>
            <option value="">{t('filters.anyMake')}</option>
            {makeOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <div className="filters__pair">
          <YearSelect label={t('filters.yearFrom')} value={yearFrom} years={yearOptions} onChange={setYearFrom} />
          <YearSelect label={t('filters.yearTo')} value={yearTo} years={yearOptions} onChange={setYearTo} />
        </div>
        <div className="filters__pair">
          <RupeeInput label={t('filters.priceMin')} value={priceMin} onChange={setPriceMin} />
          <RupeeInput label={t('filters.priceMax')} value={priceMax} onChange={setPriceMax} />
        </div>
        <label className="field">
          <span className="field__label">{t('filters.grade')}</span>
          <select className="field__input" name="grade" value={grade} onChange={(e) => setGrade(e.target.value)}>
            <option value="">{t('filters.anyGrade')}</option>
            {GRADE_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.grade === 'A' ? t('filters.gradeOnly', { grade: c.grade }) : t('filters.gradeOrBetter', { grade: c.grade })}
              </option>
            ))}
            {grade && !GRADE_CHOICES.some((c) => c.value === grade) ? <option value={grade}>{grade}</option> : null}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('filters.sort')}</span>
          <select className="field__input" value={sort} onChange={(e) => setSort(e.target.value as LotSort | '')}>
            <option value="">{t('filters.sorts.default')}</option>
            {LOT_SORTS.filter((s) => s !== 'ends_soonest').map((s) => (
              <option key={s} value={s}>
                {t(`filters.sorts.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="filters__actions">
          <button type="button" className="button button--outline" onClick={clear}>
            {t('filters.clear')}
          </button>
          <button type="submit" className="button button--primary">
            {t('filters.apply')}
          </button>
        </div>
      </form>
    </details>
  );
}
