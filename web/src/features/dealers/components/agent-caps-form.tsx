import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/text-field';
import { usePlaceNames } from '../../../lib/place-names';
import type { Caps } from '../api';

/** The platform's segments by code, with the English names the place-name words know them by. */
export const SEGMENTS = [
  { code: 'tractor', name: 'Tractor' },
  { code: 'two_wheeler', name: '2 Wheeler' },
  { code: 'cv', name: 'CV' },
] as const;

export interface StateOption {
  id: number;
  name: string;
}

const rupeesOrNull = (v: string): number | null | 'bad' => {
  const s = v.replace(/[₹,\s]/g, '');
  if (s === '') return null;
  return /^\d+$/.test(s) && Number(s) > 0 ? Number(s) : 'bad';
};

/** Per-lot and total caps, and the states and segments an agent may quote in (none ticked = all). */
export function AgentCapsForm({
  caps,
  states,
  submitLabel,
  onSubmit,
}: {
  caps?: Caps;
  states: StateOption[];
  submitLabel: string;
  onSubmit: (caps: Caps) => Promise<void>;
}) {
  const { t } = useTranslation();
  const names = usePlaceNames();
  const [perLot, setPerLot] = useState(caps?.per_lot_cap ? String(caps.per_lot_cap) : '');
  const [total, setTotal] = useState(caps?.total_cap ? String(caps.total_cap) : '');
  const [stateIds, setStateIds] = useState<number[]>(caps?.allowed_state_ids ?? []);
  const [segments, setSegments] = useState<string[]>(caps?.allowed_segments ?? []);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = <T,>(list: T[], v: T) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const per_lot_cap = rupeesOrNull(perLot);
    const total_cap = rupeesOrNull(total);
    if (per_lot_cap === 'bad' || total_cap === 'bad') return setError(t('dealers.capInvalid'));
    setError(null);
    setBusy(true);
    try {
      await onSubmit({
        per_lot_cap,
        total_cap,
        allowed_state_ids: stateIds.length ? stateIds : null,
        allowed_segments: segments.length ? segments : null,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="dealer-caps" onSubmit={(e) => void submit(e)} data-testid="caps-form">
      <label className="field">
        <span className="field__label">{t('dealers.perLotCap')}</span>
        <input
          className="field__input"
          name="per_lot_cap"
          inputMode="numeric"
          value={perLot}
          onChange={(e) => setPerLot(e.target.value)}
          placeholder={t('dealers.noCap')}
        />
      </label>
      <label className="field">
        <span className="field__label">{t('dealers.totalCap')}</span>
        <input
          className="field__input"
          name="total_cap"
          inputMode="numeric"
          value={total}
          onChange={(e) => setTotal(e.target.value)}
          placeholder={t('dealers.noCap')}
        />
      </label>
      <fieldset className="dealer-caps__choices">
        <legend className="field__label">{t('dealers.allowedSegments')}</legend>
        {SEGMENTS.map(({ code, name }) => (
          <label key={code} className="dealer-caps__choice">
            <input type="checkbox" checked={segments.includes(code)} onChange={() => setSegments((s) => toggle(s, code))} />{' '}
            {names.segment(name)}
          </label>
        ))}
      </fieldset>
      {states.length > 0 ? (
        <details className="dealer-caps__states">
          <summary>
            {t('dealers.allowedStates')}: {stateIds.length ? stateIds.length : t('dealers.all')}
          </summary>
          <div className="dealer-caps__choices">
            {states.map((s) => (
              <label key={s.id} className="dealer-caps__choice">
                <input type="checkbox" checked={stateIds.includes(s.id)} onChange={() => setStateIds((ids) => toggle(ids, s.id))} />{' '}
                {names.state(s.name)}
              </label>
            ))}
          </div>
        </details>
      ) : null}
      <p className="muted dealer-caps__hint">{t('dealers.capsHint')}</p>
      <FieldError error={error} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
