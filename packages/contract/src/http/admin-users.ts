import { z } from 'zod';
import { boolish, envelope, idField, iso, isoOrNull, opt, pageQuery, paged, text, when } from './admin.js';
import { zodText } from './codes.js';
import { REASON_MAX } from './limits.js';

/* The admin console's users and leads. */

export const userOut = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string(),
  email: z.string(),
  state: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  is_admin: z.boolean(),
  is_auction_admin: z.boolean(),
  is_blocked: z.boolean(),
  block_description: z.string(),
  is_subscribed: z.boolean().meta({ description: 'An active plan by the database clock' }),
  subscription_end_date: isoOrNull,
  docs_uploaded: z.boolean(),
  created_at: iso,
});

export const userDetailOut = userOut.extend({
  address: z.string(),
  pincode: z.string().nullable(),
  aadhar_number: z.string().nullable().meta({ description: "Masked: 'XXXX XXXX 1234'" }),
  pan_number: z.string().nullable(),
  remarks: z.string(),
  permissions: z.array(z.object({ state_id: z.number().int(), state: z.string(), designation: z.string() })),
  documents: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['aadhar_front', 'aadhar_back', 'pan_front']),
      mime: z.string(),
      size_bytes: z.number().int(),
      status: z.enum(['pending', 'verified', 'rejected']),
      uploaded_at: iso,
      file_url: z.string().meta({ description: 'GET with the admin session: the file as an attachment (accounts module)' }),
    }),
  ),
  activity: z.object({ quote_count: z.number().int(), lots_won: z.number().int(), backouts_due: z.number().int() }),
});

export const usersQuery = pageQuery.extend({
  q: opt(text('q', 100)).meta({ description: 'Part of the phone or the name' }),
  phone: opt(
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, zodText('admin.phone_prefix')),
  ).meta({ description: 'Phone prefix' }),
  name: opt(text('name', 100)),
  state_id: opt(idField('state_id')),
  role: opt(z.enum(['admin', 'auction_admin', 'buyer'], { error: zodText('admin.role_filter') })),
  blocked: opt(boolish('blocked')),
});

export const blockBody = z.object({
  block_description: text('block_description', REASON_MAX).meta({ description: 'Shown to the user when they try to log in' }),
});

export const roleBody = z.object({
  role: z.enum(['admin', 'auction_admin'], { error: zodText('admin.role_value') }),
  grant: boolish('grant').meta({ description: 'true grants the role, false revokes it' }),
});

export const leadOut = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  phone: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  pincode: z.string().nullable(),
  ta_interest: z.boolean(),
  user_id: z.number().int().nullable(),
  source: z.string(),
  created_at: iso,
  updated_at: iso,
});

export const leadsCsvQuery = z.object({
  q: opt(text('q', 100)).meta({ description: 'Part of the phone, name or city' }),
  state: opt(text('state', 100)),
  ta_interest: opt(boolish('ta_interest')),
  from: opt(when('from')),
  to: opt(when('to')),
});
export const leadsQuery = pageQuery.extend(leadsCsvQuery.shape);

export const userIdParams = z.object({ id: idField('id') });
export const usersReply = envelope(paged(userOut));
export const userReply = envelope(userDetailOut);
export const leadsReply = envelope(paged(leadOut));

export type AdminUser = z.infer<typeof userOut>;
export type AdminUserDetail = z.infer<typeof userDetailOut>;
export type BlockBody = z.input<typeof blockBody>;
export type RoleBody = z.input<typeof roleBody>;
export type AdminLead = z.infer<typeof leadOut>;
export type UsersQuery = z.infer<typeof usersQuery>;
export type LeadsQuery = z.infer<typeof leadsQuery>;
export type Block = z.infer<typeof blockBody>;
export type Role = z.infer<typeof roleBody>;
