import { newPasswordForm } from '@vahanhaat/contract/forms/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/text-field';
import { useSubmit, useZodForm } from '../../../lib/forms/use-zod-form';
import { toast } from '../../../lib/toast';
import { replaceOneTimePassword } from '../api/first-password';
import { MIN_PASSWORD_LENGTH } from '../api/forgot-password';
import { NewPasswordFields } from './new-password-fields';

interface FirstPasswordFormProps {
  /** The one-time password the person signed in with. */
  oneTimePassword: string;
  onChanged: () => void;
}

/** After a sign-in with a one-time password (a new admin): choose your own before anything else. */
export function FirstPasswordForm({ oneTimePassword, onChanged }: FirstPasswordFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(newPasswordForm, { defaultValues: { password: '', confirm: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  // A refusal from the server (its own words), shown above the button.
  const [refused, setRefused] = useState('');

  const submit = useSubmit(form, async ({ password, confirm }) => {
    setRefused('');
    try {
      const body = await replaceOneTimePassword(oneTimePassword, password, confirm);
      if (body.status === 200) onChanged();
      else setRefused(body.msg || t('common.somethingWentWrong'));
    } catch (failure) {
      console.error('changing the one-time password failed', failure);
      toast.error(t('common.somethingWentWrong'));
    }
  });

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="first-password-title">
      <h2 id="first-password-title">{t('firstPassword.title')}</h2>
      <p>{t('firstPassword.intro', { min: MIN_PASSWORD_LENGTH })}</p>
      <NewPasswordFields
        ids={['first-password', 'first-password-confirm']}
        password={register('password')}
        confirm={register('confirm')}
        errors={errors}
      />
      <FieldError error={refused} />
      <button type="submit" className="button button--primary button--block button--large" disabled={isSubmitting}>
        {isSubmitting ? t('common.loading') : t('forgot.changePassword')}
      </button>
    </form>
  );
}
