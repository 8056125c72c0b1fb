import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useErrorText } from '../../../lib/forms/message-text';
import { useSubmit, useZodForm } from '../../../lib/forms/use-zod-form';
import { PHONE_INPUT, phoneFieldValue } from '../../../lib/phone';
import { OTP_LENGTH, onlyDigits, phoneStepForm, type PhoneStepValues } from '../signup-form';

interface PhoneStepProps {
  /** The number and OTP so far (kept when the buyer comes back to this step). */
  initial: PhoneStepValues;
  /** The number the last OTP went to: the OTP field shows while that number is in the field. */
  otpSentTo: string | null;
  /** Seconds until Resend OTP; 0 when it may be pressed. */
  resendIn: number;
  busy: boolean;
  onSendOtp: (phone: string) => Promise<boolean>;
  onVerify: (phone: string, otp: string) => Promise<void>;
}

/** Step 1: mobile number, Send OTP, then the OTP with a 30 s resend countdown (spec §4, §5). */
export function PhoneStep({ initial, otpSentTo, resendIn, busy, onSendOtp, onVerify }: PhoneStepProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const schema = useMemo(() => phoneStepForm(otpSentTo), [otpSentTo]);
  const form = useZodForm(schema, { defaultValues: initial });
  const {
    register,
    watch,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;
  // A changed number needs a new OTP (spec §4); the same number (re-typed or pasted) keeps it.
  const otpSent = otpSentTo !== null && watch('phone') === otpSentTo;
  const sendOtp = async (phone: string) => {
    if (await onSendOtp(phone)) {
      setValue('otp', '');
      clearErrors('otp');
    }
  };
  const submit = useSubmit(form, ({ phone, otp }) => (otpSent ? onVerify(phone, otp) : sendOtp(phone)));
  const phone = register('phone');
  const otp = register('otp');

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id="signup-phone"
        label={t('signup.phone')}
        {...PHONE_INPUT}
        placeholder={t('login.phonePlaceholder')}
        error={errorText(errors.phone)}
        disabled={busy}
        {...phone}
        onChange={(event) => {
          event.target.value = phoneFieldValue(event.target.value);
          if (event.target.value !== otpSentTo) setValue('otp', '');
          return phone.onChange(event);
        }}
      />
      {otpSent ? (
        <>
          <TextField
            id="signup-otp"
            label={t('signup.otp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            placeholder={t('signup.otpPlaceholder')}
            error={errorText(errors.otp)}
            disabled={busy}
            {...otp}
            onChange={(event) => {
              event.target.value = onlyDigits(event.target.value, OTP_LENGTH);
              return otp.onChange(event);
            }}
          />
          <p className="signup__resend" aria-live="polite">
            {resendIn > 0 ? (
              <span className="muted">{t('signup.resendIn', { seconds: resendIn })}</span>
            ) : (
              <button type="button" className="link-button" onClick={() => void sendOtp(watch('phone'))} disabled={busy}>
                {t('signup.resendOtp')}
              </button>
            )}
          </p>
          <button type="submit" className="button button--primary button--block button--large" disabled={busy}>
            {busy ? t('common.loading') : t('signup.verifyOtp')}
          </button>
        </>
      ) : (
        <button type="submit" className="button button--primary button--block button--large" disabled={busy}>
          {busy ? t('common.loading') : t('signup.sendOtp')}
        </button>
      )}
    </form>
  );
}
