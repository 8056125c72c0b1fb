import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { MIN_PASSWORD_LENGTH } from '../api/forgot-password';
import { replaceOneTimePassword } from '../api/first-password';

interface FirstPasswordFormProps {
  /** The one-time password the person signed in with. */
  oneTimePassword: string;
  onChanged: () => void;
}

/** After a sign-in with a one-time password (a new admin): choose your own before anything else. */
export function FirstPasswordForm({ oneTimePassword, onChanged }: FirstPasswordFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setError(t('forgot.passwordShort', { min: MIN_PASSWORD_LENGTH }));
    if (password !== confirm) return setError(t('forgot.passwordMismatch'));
    setError('');
    setBusy(true);
    try {
      const body = await replaceOneTimePassword(oneTimePassword, password, confirm);
      if (body.status === 200) onChanged();
      else setError(body.msg || t('common.somethingWentWrong'));
    } catch (failure) {
      console.error('changing the one-time password failed', failure);
      toast.error(t('common.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="first-password-title">
      <h2 id="first-password-title">{t('firstPassword.title')}</h2>
      <p>{t('firstPassword.intro', { min: MIN_PASSWORD_LENGTH })}</p>
      <div className="field">
        <label htmlFor="first-password" className="field__label">
          {t('forgot.newPassword')}
        </label>
        <input
          id="first-password"
          className="field__input"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="first-password-confirm" className="field__label">
          {t('forgot.confirmPassword')}
        </label>
        <input
          id="first-password-confirm"
          className="field__input"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block button--large" disabled={busy}>
        {busy ? t('common.loading') : t('forgot.changePassword')}
      </button>
    </form>
  );
}
