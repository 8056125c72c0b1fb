import { useTranslation } from 'react-i18next';
import { Field, invalidProps, TextAreaField, TextField } from '../../../components/ui/text-field';
import { useErrorText } from '../../../lib/forms/message-text';
import { tidied, useSubmit, useZodForm } from '../../../lib/forms/use-zod-form';
import { usePlaceNames } from '../../../lib/place-names';
import { PIN_LENGTH, onlyDigits, personalStepForm, type PersonalStepValues, type SignupForm } from '../signup-form';
import type { StateOption } from '../api/signup';

interface PersonalStepProps {
  form: SignupForm;
  states: StateOption[] | null;
  onNext: (values: PersonalStepValues) => void;
}

/** Step 2: personal information; the phone is the verified one and cannot change here. */
export function PersonalStep({ form: answers, states, onNext }: PersonalStepProps) {
  const { t } = useTranslation();
  const places = usePlaceNames();
  const errorText = useErrorText();
  const form = useZodForm(personalStepForm, {
    defaultValues: {
      firstname: answers.firstname,
      middlename: answers.middlename,
      lastname: answers.lastname,
      email: answers.email,
      state: answers.state ? String(answers.state.id) : '',
      pin: answers.pin,
      address: answers.address,
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const submit = useSubmit(form, onNext);
  const optional = t('signup.optional');
  const stateError = errorText(errors.state);

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id="signup-firstname"
        label={t('signup.firstName')}
        autoComplete="given-name"
        maxLength={100}
        error={errorText(errors.firstname)}
        {...register('firstname')}
      />
      <TextField
        id="signup-middlename"
        label={t('signup.middleName')}
        hint={optional}
        autoComplete="additional-name"
        maxLength={100}
        {...register('middlename')}
      />
      <TextField
        id="signup-lastname"
        label={t('signup.lastName')}
        autoComplete="family-name"
        maxLength={100}
        error={errorText(errors.lastname)}
        {...register('lastname')}
      />
      <TextField
        id="signup-email"
        label={t('signup.email')}
        hint={optional}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={200}
        {...register('email')}
      />
      <TextField
        id="signup-phone-readonly"
        label={t('signup.phone')}
        value={answers.phone}
        readOnly
        className="field__input field__input--readonly"
      />
      <Field id="signup-state" label={t('signup.state')} error={stateError}>
        <select id="signup-state" className="field__input" {...register('state')} {...invalidProps('signup-state', stateError)}>
          <option value="">{states ? t('signup.selectState') : t('common.loading')}</option>
          {(states ?? []).map((state) => (
            <option key={state.id} value={String(state.id)}>
              {places.state(state.name)}
            </option>
          ))}
        </select>
      </Field>
      <TextField
        id="signup-pin"
        label={t('signup.pin')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={PIN_LENGTH}
        error={errorText(errors.pin)}
        {...tidied(register('pin'), (value) => onlyDigits(value, PIN_LENGTH))}
      />
      <TextAreaField
        id="signup-address"
        label={t('signup.address')}
        rows={3}
        autoComplete="street-address"
        maxLength={500}
        error={errorText(errors.address)}
        {...register('address')}
      />
      <button type="submit" className="button button--primary button--block button--large">
        {t('signup.next')}
      </button>
    </form>
  );
}
