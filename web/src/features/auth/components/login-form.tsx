import { loginForm } from '@vahanhaat/contract/forms/accounts';
import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { EyeIcon, EyeOffIcon } from '../../../components/ui/icons';
import { Field, invalidProps, TextField } from '../../../components/ui/text-field';
import { useErrorText } from '../../../lib/forms/message-text';
import { tidied, useSubmit, useZodForm } from '../../../lib/forms/use-zod-form';
import { PHONE_INPUT } from '../../../lib/phone';
import { ROUTES, SALE_SHOWCASE_URL, safeNextPath } from '../../../lib/routes';
import { toast } from '../../../lib/toast';
import { checkSession } from '../../session/api/login-check';
import { requestLogout } from '../../session/api/logout';
import { login, loginFailureMessage, sanitizePhone, type LoginFields } from '../api/login';
import { BuyerTermsModal } from './buyer-terms-modal';
import { FirstPasswordForm } from './first-password-form';

interface LoginFormProps {
  /** Told when a request starts and ends (the login modal's close icon is inert meanwhile, spec §2). */
  onSubmittingChange?: (submitting: boolean) => void;
}

/** Spec §2 login: phone + password; on success the buyer terms must be accepted before going on. */
export function LoginForm({ onSubmittingChange }: LoginFormProps = {}) {
  const { t } = useTranslation();
  const store = useStore();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [showPassword, setShowPassword] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [termsBusy, setTermsBusy] = useState(false);
  const [oneTimePassword, setOneTimePassword] = useState<string | null>(null);
  const errorText = useErrorText();
  const form = useZodForm(loginForm, { defaultValues: { phone: '', password: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const busy = isSubmitting || termsBusy;
  useEffect(() => onSubmittingChange?.(busy), [busy, onSubmittingChange]);

  const onSubmit = useSubmit(form, async (fields: LoginFields) => {
    try {
      const body = await login(fields);
      if (body.status === 200 && body.must_change_password) setOneTimePassword(fields.password);
      else if (body.status === 200) setTermsOpen(true);
      else toast.error(loginFailureMessage(body, t('common.somethingWentWrong')));
    } catch (error) {
      console.error('login failed', error);
      toast.error(t('common.somethingWentWrong'));
    }
  });

  const agree = async () => {
    setTermsBusy(true);
    await checkSession(store);
    setTermsBusy(false);
    setTermsOpen(false);
    navigate(safeNextPath(new URLSearchParams(search).get('next')) ?? SALE_SHOWCASE_URL);
  };

  const decline = async () => {
    setTermsBusy(true);
    try {
      await requestLogout();
    } catch (error) {
      console.error('logout after declining the terms failed', error);
    }
    setTermsBusy(false);
    setTermsOpen(false);
  };

  if (oneTimePassword !== null) {
    return (
      <FirstPasswordForm
        oneTimePassword={oneTimePassword}
        onChanged={() => {
          setOneTimePassword(null);
          setTermsOpen(true);
        }}
      />
    );
  }

  const passwordError = errorText(errors.password);

  return (
    <>
      <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          id="login-phone"
          label={t('login.phone')}
          {...PHONE_INPUT}
          placeholder={t('login.phonePlaceholder')}
          error={errorText(errors.phone)}
          {...tidied(register('phone'), sanitizePhone)}
        />
        <Field id="login-password" label={t('login.password')} error={passwordError}>
          <div className="field__with-action">
            <input
              {...register('password')}
              id="login-password"
              className="field__input"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder={t('login.passwordPlaceholder')}
              {...invalidProps('login-password', passwordError)}
            />
            <button
              type="button"
              className="field__action"
              onClick={() => setShowPassword((value) => !value)}
              aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
              aria-pressed={showPassword}
            >
              {showPassword ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
            </button>
          </div>
        </Field>
        <button type="submit" className="button button--primary button--block button--large" disabled={isSubmitting}>
          {isSubmitting ? t('common.loading') : t('login.submit')}
        </button>
        <Link href={ROUTES.forgotPassword} className="form__link">
          {t('login.forgotPassword')}
        </Link>
      </form>
      <BuyerTermsModal open={termsOpen} busy={termsBusy} onAgree={agree} onDecline={decline} />
    </>
  );
}
