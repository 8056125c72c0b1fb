import { leadForm, type LeadFormValues } from '@vahanhaat/contract/forms/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { Field, FieldError, invalidProps, TextField } from '../../../components/ui/text-field';
import { useErrorText } from '../../../lib/forms/message-text';
import { tidied, useSubmit, useZodForm } from '../../../lib/forms/use-zod-form';
import { PHONE_INPUT, phoneFieldValue } from '../../../lib/phone';
import { usePlaceNames } from '../../../lib/place-names';
import { toast } from '../../../lib/toast';
import { PIN_LENGTH, createLead, leadErrorText, type PincodeArea } from '../api/leads';
import { usePincodeLookup } from '../use-pincode-lookup';

interface LeadFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The request was stored: the caller shows the success dialog. */
  onSubmitted: () => void;
}

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
const EMPTY: LeadFormValues = { name: '', phone: '', pincode: '' };

/** 'Enter Your Details...': the call-back request of spec §2–§5. */
export function LeadFormModal({ open, onClose, onSubmitted }: LeadFormModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(leadForm, { defaultValues: EMPTY });
  // State and district are not checked: they live beside the form, filled by the PIN lookup.
  const [state, setState] = useState('');
  const [district, setDistrict] = useState('');
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  const fillArea = (area: PincodeArea | null) => {
    setState(area?.state ?? '');
    setDistrict(area?.district ?? '');
  };
  const lookup = usePincodeLookup(watch('pincode'), fillArea);
  // State and district are typed in only when the lookup could not fill them (spec §5).
  const areaEditable = lookup.status === 'failed';
  const places = usePlaceNames();

  const submit = useSubmit(form, async ({ name, phone }) => {
    try {
      const body = await createLead({ name, phone, state, district });
      if (body.status === 200) {
        onSubmitted();
        return;
      }
      toast.error(leadErrorText(body, t('common.somethingWentWrong')));
    } catch (error) {
      console.error('lead request failed', error);
      toast.error(t('common.somethingWentWrong'));
    }
  });

  const pincodeError = errorText(errors.pincode);

  return (
    <Modal open={open} title={t('leads.title')} onClose={onClose} closeHidden={isSubmitting} size="sm">
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField id="lead-name" label={t('leads.name')} autoComplete="name" error={errorText(errors.name)} {...register('name')} />
        <TextField
          id="lead-phone"
          label={t('leads.phone')}
          {...PHONE_INPUT}
          error={errorText(errors.phone)}
          // A pasted "+91 98765 43210" or "098765 43210" becomes 9876543210.
          {...tidied(register('phone'), phoneFieldValue)}
        />
        <Field id="lead-pincode" label={t('leads.pincode')} error={pincodeError}>
          <div className="field__with-action">
            <input
              id="lead-pincode"
              className="field__input"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={PIN_LENGTH}
              {...tidied(register('pincode'), (value) => {
                fillArea(null);
                return digits(value, PIN_LENGTH);
              })}
              {...invalidProps('lead-pincode', pincodeError)}
            />
            {lookup.status === 'loading' ? (
              <span className="field__action">
                <Spinner size="sm" tone="brand" />
              </span>
            ) : null}
          </div>
          {lookup.status === 'failed' ? <FieldError error={lookup.message} /> : null}
        </Field>
        <div className="form__row">
          <TextField
            id="lead-state"
            label={t('leads.state')}
            // The looked-up state is shown in the reader's language; its English name is sent.
            value={areaEditable ? state : places.state(state)}
            disabled={!areaEditable}
            onChange={(e) => setState(e.target.value)}
          />
          <TextField
            id="lead-district"
            label={t('leads.district')}
            value={district}
            disabled={!areaEditable}
            onChange={(e) => setDistrict(e.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary button--block button--large" disabled={isSubmitting}>
          {isSubmitting ? t('common.loading') : t('leads.submit')}
        </button>
      </form>
    </Modal>
  );
}
