import { useTranslation } from 'react-i18next';
import { tidied, useSubmit, useZodForm } from '../../../lib/forms/use-zod-form';
import { useFieldErrorText } from './admin-resource-form';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

/*
 * One row of a console table that is its own small form (a cost table's row, a plan's new price):
 * react-hook-form checked by the contract's schema, an input a cell, each field's problem under
 * its input, and a Save button in the last cell that is busy while the save runs.
 */

export interface RowCell<V extends FieldValues> {
  name: Path<V>;
  /** The input's accessible name (the column heads the table). */
  label: string;
  kind?: 'text' | 'select' | 'checkbox';
  inputMode?: 'numeric' | 'decimal';
  placeholder?: string;
  maxLength?: number;
  options?: readonly { value: string; label: string }[];
  /** Cleans what is typed or pasted (digits only). */
  tidy?: (value: string) => string;
  /** Off for the values the row holds now (a fee's flat amount while it is a percentage). */
  disabled?: (values: V) => boolean;
  className?: string;
}

interface RowFormProps<V extends FieldValues, O extends FieldValues> {
  schema: $ZodType<O, V>;
  defaultValues: V;
  /** The row's first cells, before the inputs (what the row is about). */
  lead?: ReactNode;
  cells: RowCell<V>[];
  /** Saves the checked values; resolves true when it was saved. */
  onSave: (values: O) => Promise<boolean>;
  /** After a save the inputs go back to `defaultValues` (an "add" row), else keep what was saved. */
  resetOnSave?: boolean;
  /** The Save button stays off until the row holds something to save. */
  ready?: (values: V) => boolean;
  busy?: boolean;
  submitLabel?: string;
  /** Drawn in one cell (inputs and buttons side by side) instead of a cell an input. */
  inline?: { className?: string; after?: ReactNode };
}

export const digitsOnly = (v: string) => v.replace(/\D/g, '');

export function RowForm<V extends FieldValues, O extends FieldValues>({
  schema,
  defaultValues,
  lead,
  cells,
  onSave,
  resetOnSave = false,
  ready,
  busy = false,
  submitLabel,
  inline,
}: RowFormProps<V, O>) {
  const { t } = useTranslation();
  const form = useZodForm<V, O>(schema, { defaultValues: defaultValues as DefaultValues<V> });
  const errorText = useFieldErrorText(form.formState.errors);
  const values = form.watch();
  const submit = useSubmit(form, async (checked) => {
    if (!(await onSave(checked))) return;
    form.reset((resetOnSave ? defaultValues : form.getValues()) as DefaultValues<V>);
  });

  const input = (cell: RowCell<V>) => {
    const error = errorText(cell.name);
    const a11y = { 'aria-label': cell.label, 'aria-invalid': error ? true : undefined, disabled: cell.disabled?.(values) } as const;
    const reg = cell.tidy ? tidied(form.register(cell.name), cell.tidy) : form.register(cell.name);
    const control =
      cell.kind === 'select' ? (
        <select className="field__input" {...a11y} {...reg}>
          {cell.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : cell.kind === 'checkbox' ? (
        <input type="checkbox" {...a11y} {...reg} />
      ) : (
        <input
          className={cell.className ?? 'field__input'}
          inputMode={cell.inputMode}
          placeholder={cell.placeholder}
          maxLength={cell.maxLength}
          {...a11y}
          {...reg}
        />
      );
    return (
      <span key={cell.name} className="admin-row-field">
        {control}
        {error ? (
          <small className="field__error" role="alert">
            {error}
          </small>
        ) : null}
      </span>
    );
  };

  const save = (
    <button
      type={inline ? 'submit' : 'button'}
      className="button button--small button--outline"
      disabled={busy || form.formState.isSubmitting || (ready ? !ready(values) : false)}
      onClick={inline ? undefined : () => void submit()}
    >
      {submitLabel ?? t('admin.common.save')}
    </button>
  );

  if (inline)
    return (
      <form className={inline.className} noValidate onSubmit={(event) => void submit(event)}>
        {cells.map(input)}
        {save}
        {inline.after}
      </form>
    );
  return (
    <tr>
      {lead}
      {cells.map((cell) => (
        <td key={cell.name}>{input(cell)}</td>
      ))}
      <td>{save}</td>
    </tr>
  );
}
