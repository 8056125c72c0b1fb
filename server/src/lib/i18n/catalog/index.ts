import { accounts } from './accounts.js';
import { bidding } from './bidding.js';
import { fields } from './fields.js';
import { notificationPreferences } from './notification-preferences.js';
import { otp } from './otp.js';
import { request } from './request.js';

/** Every server message by code, in the seven languages of the site (one file per area). */
export const CATALOG = { ...request, ...fields, ...accounts, ...otp, ...bidding, ...notificationPreferences };
export type Catalog = typeof CATALOG;
