import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons, Modal } from '../../../components/ui/modal';
import { Field, FieldError, invalidProps } from '../../../components/ui/text-field';
import { message, readMessage } from '../../../lib/forms/message-text';
import { tidied, useSubmit, useZodForm } from '../../../lib/forms/use-zod-form';
import { AdminApiError } from '../api/http';
import { fieldCodesOf, fieldMessageKey } from '../field-errors';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

/*
 * The console's one resource form: a dialog whose fields come from a description, checked in the
 * browser by a zod schema that refuses what the server refuses (with the same field codes), and
 * on a refused save each of the server's field problems shown under its field. Save and Cancel,
 * a busy state while the request runs, and the focus on the first invalid field.
 */

export interface AdminFieldOption {
  value: string;
  label: string;
}

export interface AdminField<V extends FieldValues> {
  name: Path<V>;
  /** The input's id; its error line is `${id}-error`. */
  id: string;
  label: string;
  kind?: 'text' | 'number' | 'url' | 'date' | 'datetime-local' | 'select' | 'textarea' | 'tel' | 'checkbox';
  /** Cleans what is typed or pasted before the form sees it (a phone number's 10 digits). */
  tidy?: (value: string) => string;
  /** Shows "(optional)" beside the label. */
  optional?: boolean;
  required?: boolean;
  disabled?: boolean;
  options?: readonly AdminFieldOption[];
  /** The select's first, empty option. */
  empty?: string;
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number;
}

/** A run of fields, in a grid, optionally in a fieldset with a legend and help; or any content. */
export type AdminFormPart<V extends FieldValues> =
  | { key: string; fields: AdminField<V>[]; legend?: string; help?: string; note?: ReactNode; grid?: boolean; testId?: string }
  | { key: string; content: ReactNode };

interface AdminResourceFormProps<V extends FieldValues, O extends FieldValues> {
  /** The form element's id (the Save button in the dialog's footer submits it). */
  formId: string;
  title: ReactNode;
  schema: $ZodType<O, V>;
  defaultValues: V;
  parts: AdminFormPart<V>[];
  /** Saves; a thrown AdminApiError with field codes shows them under the fields. */
  onSubmit: (values: O) => Promise<void>;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg';
  submitLabel?: string;
  /**
   * Drawn in the page (a panel's "add" row) instead of a dialog: the submit button sits after
   * the fields, there is no Cancel, and after a save the fields go back to `defaultValues`
   * except those named in `keepOnSave` (a chosen state stays chosen for the next contact).
   */
  inline?: { keepOnSave?: Path<V>[] };
}

/** A field's problem in the reader's words: the code (from the schema or the server) worded for the field. */
export function useFieldErrorText(errors: object) {
  const { t } = useTranslation();
  return (name: string): string | null => {
    const text = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
    if (!text) return null;
    const [code, params] = readMessage(text);
    const [key, values] = fieldMessageKey(name, { code, params });
    return t(key, values);
  };
}

export function AdminResourceForm<V extends FieldValues, O extends FieldValues>({
  formId,
  title,
  schema,
  defaultValues,
  parts,
  onSubmit,
  onClose,
  size = 'lg',
  submitLabel,
  inline,
}: AdminResourceFormProps<V, O>) {
  const { t } = useTranslation();
  const form = useZodForm<V, O>(schema, { defaultValues: defaultValues as DefaultValues<V> });
  const {
    register,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const names = new Set(parts.flatMap((p) => ('fields' in p ? p.fields.map((f) => f.name as string) : [])));

  const submit = useSubmit(form, async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
      if (inline) {
        const kept = Object.fromEntries((inline.keepOnSave ?? []).map((name) => [name, form.getValues(name)]));
        form.reset({ ...defaultValues, ...kept } as DefaultValues<V>);
      }
    } catch (err) {
      const codes = fieldCodesOf(err);
      if (!codes) {
        setFormError(err instanceof AdminApiError && err.message ? err.message : t('common.somethingWentWrong'));
        return;
      }
      const fields = Object.entries(codes);
      const first = fields.find(([field]) => names.has(field))?.[0];
      for (const [field, fc] of fields) {
        if (names.has(field))
          setError(field as Path<V>, { type: 'server', message: message(fc.code, fc.params) }, { shouldFocus: field === first });
      }
      setFormError(t('admin.fieldErrors.summary', { count: fields.length }));
    }
  });

  const errorOf = useFieldErrorText(errors);

  const renderField = (f: AdminField<V>) => {
    const error = errorOf(f.name);
    const a11y = invalidProps(f.id, error);
    const reg = f.tidy ? tidied(register(f.name), f.tidy) : register(f.name);
    const kind = f.kind ?? 'text';
    let input: ReactNode;
    if (kind === 'checkbox') {
      return (
        <div className="field" key={f.name}>
          <label htmlFor={f.id} className="admin-form__check">
            <input id={f.id} type="checkbox" {...reg} disabled={f.disabled} {...a11y} /> {f.label}
          </label>
          <FieldError id={f.id} error={error} />
        </div>
      );
    }
    if (kind === 'select') {
      input = (
        <select id={f.id} className="field__input" {...reg} disabled={f.disabled} required={f.required} {...a11y}>
          {f.empty !== undefined ? <option value="">{f.empty}</option> : null}
          {(f.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    } else if (kind === 'textarea') {
      input = (
        <textarea
          id={f.id}
          className="field__input field__textarea"
          {...reg}
          maxLength={f.maxLength}
          disabled={f.disabled}
          required={f.required}
          {...a11y}
        />
      );
    } else {
      input = (
        <input
          id={f.id}
          className="field__input"
          type={kind}
          inputMode={kind === 'number' ? 'numeric' : kind === 'tel' ? 'tel' : undefined}
          autoComplete={kind === 'tel' ? 'tel' : undefined}
          {...reg}
          maxLength={f.maxLength}
          min={f.min}
          max={f.max}
          step={f.step}
          disabled={f.disabled}
          required={f.required}
          {...a11y}
        />
      );
    }
    return (
      <Field key={f.name} id={f.id} label={f.label} error={error} hint={f.optional ? t('admin.common.optional') : null}>
        {input}
      </Field>
    );
  };

  const content = (
    <>
      {parts.map((part) => {
        if ('content' in part) return <Fragment key={part.key}>{part.content}</Fragment>;
        const fields =
          part.grid === false || inline ? (
            part.fields.map(renderField)
          ) : (
            <div className="admin-form__grid">{part.fields.map(renderField)}</div>
          );
        const body = (
          <>
            {part.help ? <p className="muted admin-form__note">{part.help}</p> : null}
            {fields}
            {part.note}
          </>
        );
        return part.legend ? (
          <fieldset key={part.key} className="admin-fieldset" data-testid={part.testId}>
            <legend>{part.legend}</legend>
            {body}
          </fieldset>
        ) : (
          <Fragment key={part.key}>{body}</Fragment>
        );
      })}
      <FieldError error={formError} />
    </>
  );

  const actions = (
    <ActionButtons
      cancelLabel={inline ? undefined : t('admin.common.cancel')}
      onCancel={onClose}
      confirmLabel={submitLabel ?? t('admin.common.save')}
      form={formId}
      busy={isSubmitting}
    />
  );

  if (inline) {
    return (
      <form id={formId} className="admin-inline-form" noValidate onSubmit={(e) => void submit(e)}>
        {content}
        {actions}
      </form>
    );
  }

  return (
    <Modal open size={size} title={title} onClose={onClose} closeDisabled={isSubmitting} footer={actions}>
      <form id={formId} className="form admin-form" noValidate onSubmit={(e) => void submit(e)}>
        {content}
      </form>
    </Modal>
  );
}
