import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, type FieldValues, type Resolver, type SubmitHandler, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

/*
 * Every form's one set-up: react-hook-form checked by a zod schema (zod/mini or the contract's,
 * both zod 4), with the behaviour people expect everywhere:
 * - a field's error shows once the field is left (blur) or the form is sent, not while typing;
 * - after that the field is checked on every change, so the error goes as soon as it is fixed;
 * - a refused send puts the focus on the first invalid field;
 * - a send does nothing while the previous one runs (the button is disabled too, but a double
 *   tap can land before the disabled state is drawn).
 */

export function useZodForm<Values extends FieldValues, Output extends FieldValues = Values>(
  schema: $ZodType<Output, Values>,
  options: Omit<UseFormProps<Values, unknown, Output>, 'resolver' | 'mode' | 'reValidateMode'> = {},
): UseFormReturn<Values, unknown, Output> {
  return useForm<Values, unknown, Output>({
    // The schema's input is the form's values (strings as typed); its output is what is sent.
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
  });
}

/**
 * handleSubmit with a lock: a second send while the first is still running is ignored, and
 * the values reach `onValid` after the schema has passed them.
 */
export function useSubmit<Values extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Values, unknown, Output>,
  onValid: SubmitHandler<Output>,
) {
  const running = useRef(false);
  const latest = useRef(onValid);
  latest.current = onValid;
  return form.handleSubmit(async (values, event) => {
    if (running.current) return;
    running.current = true;
    try {
      await latest.current(values, event);
    } finally {
      running.current = false;
    }
  });
}

/**
 * A registered input whose typed or pasted text is tidied before the form sees it (digits only,
 * a phone number's 10 digits). Call it where the input is drawn: fields register in that order,
 * and the first invalid one in that order gets the focus.
 */
export function tidied<R extends { onChange: (event: { target: unknown; type?: unknown }) => unknown }>(
  registered: R,
  tidy: (value: string) => string,
): R {
  return {
    ...registered,
    onChange: (event: { target: unknown; type?: unknown }) => {
      const target = event.target as HTMLInputElement;
      target.value = tidy(target.value);
      return registered.onChange(event);
    },
  };
}
