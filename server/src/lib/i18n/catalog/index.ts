import { accounts } from './accounts.js';
import { admin } from './admin.js';
import { bidding } from './bidding.js';
import { billing } from './billing.js';
import { buyer } from './buyer.js';
import { buyingLimits } from './buying-limits.js';
import { checkout } from './checkout.js';
import { dealerAccounts } from './dealer-accounts.js';
import { deals } from './deals.js';
import { deposits } from './deposits.js';
import { fields } from './fields.js';
import { forms } from './forms.js';
import { insight } from './insight.js';
import { invoicing } from './invoicing.js';
import { kyc } from './kyc.js';
import { listing } from './listing.js';
import { monitor } from './monitor.js';
import { notificationPreferences } from './notification-preferences.js';
import { otp } from './otp.js';
import { request } from './request.js';
import { site } from './site.js';

/** Every server message by code, in the seven languages of the site (one file per area). */
export const CATALOG = {
  ...request,
  ...fields,
  ...forms,
  ...accounts,
  ...otp,
  ...bidding,
  ...buyingLimits,
  ...buyer,
  ...deals,
  ...billing,
  ...kyc,
  ...listing,
  ...invoicing,
  ...admin,
  ...site,
  ...insight,
  ...notificationPreferences,
  ...dealerAccounts,
  ...deposits,
  ...monitor,
  ...checkout,
};
export type Catalog = typeof CATALOG;
