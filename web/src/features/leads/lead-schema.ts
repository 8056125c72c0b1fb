import * as z from 'zod/mini';

/*
 * The lead form's rules (spec §5): name, phone and PIN code required, each with the spec's text.
 * State and district are free: the PIN lookup fills them or, when it failed, the visitor does.
 */
export const leadFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'leads.nameRequired')),
  phone: z.string().check(z.minLength(1, 'leads.phoneRequired')),
  pincode: z.string().check(z.minLength(1, 'leads.pincodeRequired')),
});

export type LeadFormValues = z.input<typeof leadFormSchema>;
