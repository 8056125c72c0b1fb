import { agentForm } from '@vahanhaat/contract/forms/dealers';
import { looseNumber } from '@vahanhaat/contract/http/limits';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useErrorText } from '../../../lib/forms/message-text';
import { tidied, useSubmit, useZodForm } from '../../../lib/forms/use-zod-form';
import { phoneFieldValue } from '../../../lib/phone';
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

const capOf = (v: string): number | null => (v.trim() === '' ? null : Number(looseNumber(v)));

/** The agent an invitation names. */
export interface InvitedAgent {
  name: string;
  phone: string;
}

/**
 * Per-lot and total caps, and the states and segments an agent may quote in (none ticked = all);
 * with `invite`, the agent's name and mobile number first.
 */
export function AgentCapsForm({
  caps,
  states,
  submitLabel,
  onSubmit,
  invite = false,
}: {
  caps?: Caps;
  states: StateOption[];
  submitLabel: string;
  /** The caps (a blank cap: null; none ticked: null); when inviting, the agent too. */
  onSubmit: (caps: Caps, agent: InvitedAgent) => Promise<void>;
  invite?: boolean;
}) {
  const { t } = useTranslation();
  const names = usePlaceNames();
  const errorText = useErrorText();
  const schema = useMemo(() => agentForm(invite), [invite]);
  const form = useZodForm(schema, {
    defaultValues: {
      name: '',
      phone: '',
      per_lot_cap: caps?.per_lot_cap ? String(caps.per_lot_cap) : '',
      total_cap: caps?.total_cap ? String(caps.total_cap) : '',
      allowed_state_ids: caps?.allowed_state_ids ?? [],
      allowed_segments: caps?.allowed_segments ?? [],
    },
  });
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const [stateIds, segments] = useWatch({ control, name: ['allowed_state_ids', 'allowed_segments'] });
  const toggle = <T,>(list: T[], v: T) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);
  const submit = useSubmit(form, (v) =>
    onSubmit(
      {
        per_lot_cap: capOf(v.per_lot_cap),
        total_cap: capOf(v.total_cap),
        allowed_state_ids: v.allowed_state_ids.length ? v.allowed_state_ids : null,
        allowed_segments: v.allowed_segments.length ? v.allowed_segments : null,
      },
      { name: v.name.trim(), phone: v.phone },
    ),
  );
  const capField = (key: 'per_lot_cap' | 'total_cap', label: string) => (
    <TextField
      id={`${invite ? 'invite' : 'caps'}-${key}`}
      label={label}
      inputMode="numeric"
      placeholder={t('dealers.noCap')}
      error={errorText(errors[key], key)}
      {...register(key)}
    />
  );

  return (
    <form className="dealer-caps" onSubmit={(e) => void submit(e)} noValidate data-testid="caps-form">
      {invite ? (
        <>
          <TextField
            id="invite-name"
            label={t('dealers.agentName')}
            autoComplete="off"
            error={errorText(errors.name)}
            {...register('name')}
          />
          <TextField
            id="invite-phone"
            label={t('dealers.agentPhone')}
            inputMode="tel"
            autoComplete="off"
            error={errorText(errors.phone)}
            {...tidied(register('phone'), phoneFieldValue)}
          />
        </>
      ) : null}
      {capField('per_lot_cap', t('dealers.perLotCap'))}
      {capField('total_cap', t('dealers.totalCap'))}
      <fieldset className="dealer-caps__choices">
        <legend className="field__label">{t('dealers.allowedSegments')}</legend>
        {SEGMENTS.map(({ code, name }) => (
          <label key={code} className="dealer-caps__choice">
            <input
              type="checkbox"
              checked={segments.includes(code)}
              onChange={() => setValue('allowed_segments', toggle(segments, code))}
            />{' '}
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
                <input
                  type="checkbox"
                  checked={stateIds.includes(s.id)}
                  onChange={() => setValue('allowed_state_ids', toggle(stateIds, s.id))}
                />{' '}
                {names.state(s.name)}
              </label>
            ))}
          </div>
        </details>
      ) : null}
      <p className="muted dealer-caps__hint">{t('dealers.capsHint')}</p>
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {submitLabel}
      </button>
    </form>
  );
}
