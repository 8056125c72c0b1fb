import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyValueList, type KeyValueRow } from '../../../components/ui/key-value-list';
import { Spinner } from '../../../components/ui/spinner';
import { FieldError } from '../../../components/ui/text-field';
import { formatDate, formatRupees } from '../../../lib/format';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { lookupRc, normaliseRegistration, recentLookups, REGISTRATION_PATTERN, type LookupAnswer, type RcResult } from '../api/rc-challan';

function RcCard({ result }: { result: RcResult }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '—');
  const rows: KeyValueRow[] = [
    [t('rc.owner'), result.rc.owner],
    [t('rc.makerModel'), result.rc.maker_model],
    [t('rc.vehicleClass'), result.rc.vehicle_class],
    [t('rc.fuel'), result.rc.fuel],
    [t('rc.registrationDate'), date(result.rc.registration_date)],
    [t('rc.rto'), result.rc.rto],
    [t('rc.insuranceUpto'), date(result.rc.insurance_upto)],
    [t('rc.fitnessUpto'), date(result.rc.fitness_upto)],
    [t('rc.financier'), result.rc.financier],
  ];
  return (
    <div className="rc-result">
      <section className="panel rc-card" aria-labelledby="rc-summary">
        <h2 id="rc-summary" className="panel__title">
          {t('rc.summary', { number: result.registration_number })}
        </h2>
        <KeyValueList rows={rows} className="rc-card__list" />
        <p className="muted rc-card__source">{t('rc.fetchedAt', { date: date(result.rc.fetched_at) })}</p>
      </section>
      <section className="panel rc-card" aria-labelledby="rc-challans">
        <h2 id="rc-challans" className="panel__title">
          {t('rc.challans')}
        </h2>
        <p className={`rc-pending${result.pending_challan_count ? ' rc-pending--due' : ''}`}>
          {result.pending_challan_count
            ? t('rc.pending', { count: result.pending_challan_count, amount: formatRupees(result.pending_challan_amount) })
            : t('rc.noPending')}
        </p>
        {result.challans.length ? (
          <ul className="plain-list challan-list">
            {result.challans.map((c) => (
              <li key={c.challan_no} className={`challan challan--${c.status}`}>
                <div className="challan__head">
                  <strong>{formatRupees(c.amount)}</strong>
                  <span className={`status status--${c.status === 'pending' ? 'outbid' : 'leading'}`}>
                    {c.status === 'pending' ? t('rc.statusPending') : t('rc.statusPaid')}
                  </span>
                </div>
                <p>{c.offence}</p>
                <p className="muted">
                  {c.challan_no} · {c.place} · {date(c.issued_at)}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

/**
 * RC & Challans (/user/rc_challan): look a registration number up and see its RC summary and
 * challans, from the records the financiers supplied. Honest about a missing service or record.
 */
export function RcChallanScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('signedIn.rcChallans'));
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<LookupAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const client = useQueryClient();
  const { data: history, loading } = useApiQuery(queryKeys.rcLookups(), (signal) => recentLookups({ signal }));

  const lookUp = async (raw: string) => {
    const registration = normaliseRegistration(raw);
    if (!REGISTRATION_PATTERN.test(registration)) {
      setError(t('rc.invalid'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setAnswer(await lookupRc(registration));
    } catch {
      setAnswer({ kind: 'error' });
    } finally {
      setBusy(false);
      // The lookup just made heads the recent list.
      void client.invalidateQueries({ queryKey: queryKeys.rcLookups() });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void lookUp(number);
  };

  if (history?.kind === 'unavailable') {
    return (
      <section className="container page-section rc">
        <h1 className="page-title">{t('signedIn.rcChallans')}</h1>
        <div className="panel rc-unavailable" role="status">
          <h2 className="section-title">{t('rc.unavailableTitle')}</h2>
          <p>{t('rc.unavailable')}</p>
        </div>
      </section>
    );
  }

  return (
    <section className="container page-section rc">
      <h1 className="page-title">{t('signedIn.rcChallans')}</h1>
      <p className="muted">{t('rc.lead')}</p>
      <form className="search-bar rc-form" onSubmit={submit} noValidate>
        <label htmlFor="rc-number" className="visually-hidden">
          {t('rc.numberLabel')}
        </label>
        <input
          id="rc-number"
          className="field__input search-bar__input rc-form__input"
          value={number}
          onChange={(e) => setNumber(e.target.value.toUpperCase())}
          placeholder={t('rc.placeholder')}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={20}
          aria-invalid={error ? true : undefined}
        />
        <button type="submit" className="button button--primary" disabled={busy || loading}>
          {busy ? t('common.loading') : t('rc.check')}
        </button>
      </form>
      <FieldError error={error} />
      {busy ? <Spinner /> : null}
      {!busy && answer?.kind === 'found' ? <RcCard result={answer.data} /> : null}
      {!busy && answer && answer.kind !== 'found' ? (
        <p className="empty-state" role="alert">
          {answer.msg ?? t('common.somethingWentWrong')}
        </p>
      ) : null}
      {history?.kind === 'ok' && history.data.length ? (
        <section className="rc-recent" aria-labelledby="rc-recent">
          <h2 id="rc-recent" className="section-title">
            {t('rc.recent')}
          </h2>
          <ul className="chips">
            {history.data
              .filter((item, i, all) => all.findIndex((o) => o.registration_number === item.registration_number) === i)
              .map((item) => (
                <li key={item.registration_number}>
                  <button
                    type="button"
                    className="chip"
                    title={formatDate(item.looked_up_at, i18n.language)}
                    onClick={() => {
                      setNumber(item.registration_number);
                      void lookUp(item.registration_number);
                    }}
                  >
                    {item.registration_number}
                  </button>
                </li>
              ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
