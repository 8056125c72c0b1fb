import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import type { StateOption } from '../api/signup';
import { PIN_LENGTH, onlyDigits, type SignupForm } from '../signup-form';
import type { StepError } from './step-error';
import { usePlaceNames } from '../../../lib/place-names';

interface PersonalStepProps {
  form: SignupForm;
  onChange: (patch: Partial<SignupForm>) => void;
  states: StateOption[] | null;
  error: StepError;
  onNext: () => void;
}

/** Step 2: personal information; the phone is the verified one and cannot change here. */
export function PersonalStep({ form, onChange, states, error, onNext }: PersonalStepProps) {
  const { t } = useTranslation();
  const places = usePlaceNames();
  const errorFor = (field: string) => (error?.field === field ? error.message : null);
  const optional = t('signup.optional');
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <TextField id="signup-firstname" label={t('signup.firstName')} autoComplete="given-name" value={form.firstname} error={errorFor('firstname')} onChange={(e) => onChange({ firstname: e.target.value })} />
      <TextField id="signup-middlename" label={t('signup.middleName')} hint={optional} autoComplete="additional-name" value={form.middlename} onChange={(e) => onChange({ middlename: e.target.value })} />
      <TextField id="signup-lastname" label={t('signup.lastName')} autoComplete="family-name" value={form.lastname} error={errorFor('lastname')} onChange={(e) => onChange({ lastname: e.target.value })} />
      <TextField id="signup-email" label={t('signup.email')} hint={optional} type="email" inputMode="email" autoComplete="email" value={form.email} onChange={(e) => onChange({ email: e.target.value })} />
      <TextField id="signup-phone-readonly" label={t('signup.phone')} value={form.phone} readOnly className="field__input field__input--readonly" />
      <div className="field">
        <label htmlFor="signup-state" className="field__label">
          {t('signup.state')}
        </label>
        <select
          id="signup-state"
          className="field__input"
          value={form.state ? String(form.state.id) : ''}
          aria-invalid={errorFor('state') ? true : undefined}
          aria-describedby={errorFor('state') ? 'signup-state-error' : undefined}
          onChange={(e) => onChange({ state: states?.find((state) => String(state.id) === e.target.value) ?? null })}
        >
          <option value="">{states ? t('signup.selectState') : t('common.loading')}</option>
          {(states ?? []).map((state) => (
            <option key={state.id} value={String(state.id)}>
              {places.state(state.name)}
            </option>
          ))}
        </select>
        {errorFor('state') ? (
          <p id="signup-state-error" className="field__error" role="alert">
            {errorFor('state')}
          </p>
        ) : null}
      </div>
      <TextField
        id="signup-pin"
        label={t('signup.pin')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={PIN_LENGTH}
        value={form.pin}
        error={errorFor('pin')}
        onChange={(e) => onChange({ pin: onlyDigits(e.target.value, PIN_LENGTH) })}
      />
      <div className="field">
        <label htmlFor="signup-address" className="field__label">
          {t('signup.address')}
        </label>
        <textarea
          id="signup-address"
          className="field__input field__textarea"
          rows={3}
          autoComplete="street-address"
          value={form.address}
          aria-invalid={errorFor('address') ? true : undefined}
          aria-describedby={errorFor('address') ? 'signup-address-error' : undefined}
          onChange={(e) => onChange({ address: e.target.value })}
        />
        {errorFor('address') ? (
          <p id="signup-address-error" className="field__error" role="alert">
            {errorFor('address')}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary button--block button--large">
        {t('signup.next')}
      </button>
    </form>
  );
}
