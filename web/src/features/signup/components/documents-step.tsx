import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useErrorText } from '../../../lib/forms/message-text';
import { tidied, useSubmit, useZodForm } from '../../../lib/forms/use-zod-form';
import {
  AADHAR_LENGTH,
  PAN_LENGTH,
  documentsStepForm,
  onlyDigits,
  panInput,
  type DocumentsStepValues,
  type SignupForm,
} from '../signup-form';
import { DocumentUpload } from './document-upload';

interface DocumentsStepProps {
  form: SignupForm;
  /** The pictures: kept in the sign-up's answers as they are chosen. */
  onChange: (patch: Partial<SignupForm>) => void;
  busy: boolean;
  onBack: (values: DocumentsStepValues) => void;
  onSubmit: (values: DocumentsStepValues) => Promise<void>;
}

/** Step 3: optional Aadhar and PAN with their pictures, then Create Account. */
export function DocumentsStep({ form: answers, onChange, busy, onBack, onSubmit }: DocumentsStepProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(documentsStepForm, { defaultValues: { aadharNumber: answers.aadharNumber, panNumber: answers.panNumber } });
  const {
    register,
    getValues,
    formState: { errors },
  } = form;
  const submit = useSubmit(form, onSubmit);
  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="muted signup__note">{t('signup.documentsNote')}</p>
      <fieldset className="signup__group" disabled={busy}>
        <legend className="signup__legend">{t('signup.aadhar')}</legend>
        <TextField
          id="signup-aadhar"
          label={t('signup.aadharNumber')}
          inputMode="numeric"
          maxLength={AADHAR_LENGTH}
          error={errorText(errors.aadharNumber)}
          {...tidied(register('aadharNumber'), (value) => onlyDigits(value, AADHAR_LENGTH))}
        />
        <div className="upload-pair">
          <DocumentUpload
            id="signup-aadhar-front"
            label={t('signup.aadharFront')}
            file={answers.aadharFront}
            onChange={(file) => onChange({ aadharFront: file })}
            disabled={busy}
          />
          <DocumentUpload
            id="signup-aadhar-back"
            label={t('signup.aadharBack')}
            file={answers.aadharBack}
            onChange={(file) => onChange({ aadharBack: file })}
            disabled={busy}
          />
        </div>
      </fieldset>
      <fieldset className="signup__group" disabled={busy}>
        <legend className="signup__legend">{t('signup.pan')}</legend>
        <TextField
          id="signup-pan"
          label={t('signup.panNumber')}
          autoCapitalize="characters"
          maxLength={PAN_LENGTH}
          error={errorText(errors.panNumber)}
          {...tidied(register('panNumber'), panInput)}
        />
        <div className="upload-pair">
          <DocumentUpload
            id="signup-pan-front"
            label={t('signup.panFront')}
            file={answers.panFront}
            onChange={(file) => onChange({ panFront: file })}
            disabled={busy}
          />
        </div>
      </fieldset>
      <div className="signup__actions">
        <button type="button" className="button button--outline" onClick={() => onBack(getValues())} disabled={busy}>
          {t('signup.back')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('common.loading') : t('signup.createAccount')}
        </button>
      </div>
    </form>
  );
}
