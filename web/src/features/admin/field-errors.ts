import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessageKey, type FieldCode } from '../../lib/forms/field-message';
import { AdminApiError } from './api/http';

/*
 * The console forms' one way to show a refused save: the server names each field's problem as a
 * code with params (`field_codes`), and each is worded here, in the reader's language, under its
 * field. A refusal about no field keeps the server's message above the buttons.
 */

export { fieldMessageKey, type FieldCode };

/** The field problems of a refused save, if the server sent any. */
export function fieldCodesOf(error: unknown): Record<string, FieldCode> | null {
  if (!(error instanceof AdminApiError) || error.status !== 400) return null;
  const codes = error.body?.field_codes;
  if (!codes || typeof codes !== 'object' || Object.keys(codes).length === 0) return null;
  return codes as Record<string, FieldCode>;
}

/** Field messages of the last refused save, and the message for the form as a whole. */
export function useFieldErrors() {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [form, setForm] = useState<string | null>(null);

  return {
    fields,
    form,
    clear() {
      setFields({});
      setForm(null);
    },
    /** Shows a failed save: under its fields when the server named them, else as one message. */
    show(error: unknown) {
      const codes = fieldCodesOf(error);
      if (!codes) {
        setFields({});
        setForm(error instanceof AdminApiError && error.message ? error.message : t('common.somethingWentWrong'));
        return;
      }
      const worded: Record<string, string> = {};
      for (const [field, fc] of Object.entries(codes)) {
        const [key, values] = fieldMessageKey(field, fc);
        worded[field] = t(key, values);
      }
      setFields(worded);
      setForm(t('admin.fieldErrors.summary', { count: Object.keys(worded).length }));
    },
  };
}
