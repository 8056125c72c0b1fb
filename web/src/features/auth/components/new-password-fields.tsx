import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useErrorText } from '../../../lib/forms/message-text';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** A new password and the same again, each with its problem under it (reset, first password). */
export function NewPasswordFields({
  ids,
  password,
  confirm,
  errors,
}: {
  /** The two inputs' ids. */
  ids: readonly [string, string];
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: FieldError; confirm?: FieldError };
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <>
      <TextField
        id={ids[0]}
        label={t('forgot.newPassword')}
        type="password"
        autoComplete="new-password"
        error={errorText(errors.password)}
        {...password}
      />
      <TextField
        id={ids[1]}
        label={t('forgot.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errorText(errors.confirm)}
        {...confirm}
      />
    </>
  );
}
