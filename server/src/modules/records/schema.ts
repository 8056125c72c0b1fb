import { z } from 'zod';
import { zodText } from '../../lib/plain-errors.js';
import { normaliseRegistration, REGISTRATION_PATTERN } from './service.js';

export const lookupBody = z.object({
  registration_number: z
    .string({ error: zodText('field.required', { field: 'registration_number' }) })
    .transform(normaliseRegistration)
    .refine((v) => REGISTRATION_PATTERN.test(v), zodText('listing.registration_example')),
});

export const rcResult = z.object({
  registration_number: z.string(),
  rc: z.object({
    owner: z.string(),
    maker_model: z.string(),
    vehicle_class: z.string(),
    fuel: z.string(),
    registration_date: z.string().nullable(),
    rto: z.string(),
    insurance_upto: z.string().nullable(),
    fitness_upto: z.string().nullable(),
    financier: z.string(),
    fetched_at: z.string(),
  }),
  challans: z.array(
    z.object({
      challan_no: z.string(),
      issued_at: z.string(),
      offence: z.string(),
      place: z.string(),
      amount: z.number(),
      status: z.string(),
    }),
  ),
  pending_challan_count: z.number(),
  pending_challan_amount: z.number(),
});
