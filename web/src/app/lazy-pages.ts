import { lazy, type ComponentType } from 'react';
import { ROUTES } from '../lib/routes';

/** React.lazy for a named export, so pages keep named exports and each becomes its own chunk. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

export const HomePage = lazyNamed(() => import('../pages/home-page'), 'HomePage');
export const SubscriptionPlansPage = lazyNamed(() => import('../pages/subscription-plans-page'), 'SubscriptionPlansPage');
export const AboutUsPage = lazyNamed(() => import('../pages/about-us-page'), 'AboutUsPage');
export const ContactUsPage = lazyNamed(() => import('../pages/contact-us-page'), 'ContactUsPage');
export const WhyBrandPage = lazyNamed(() => import('../pages/why-brand-page'), 'WhyBrandPage');
export const OurValuesPage = lazyNamed(() => import('../pages/our-values-page'), 'OurValuesPage');
export const PrivacyPolicyPage = lazyNamed(() => import('../pages/privacy-policy-page'), 'PrivacyPolicyPage');
export const TermsPage = lazyNamed(() => import('../pages/terms-page'), 'TermsPage');
export const RefundPolicyPage = lazyNamed(() => import('../pages/refund-policy-page'), 'RefundPolicyPage');
export const DownloadBondKycPage = lazyNamed(() => import('../pages/download-bond-kyc-page'), 'DownloadBondKycPage');
export const PaymentSuccessPage = lazyNamed(() => import('../pages/payment-success-page'), 'PaymentSuccessPage');
export const BackoutPaymentSuccessPage = lazyNamed(() => import('../pages/backout-payment-success-page'), 'BackoutPaymentSuccessPage');
export const LoginPage = lazyNamed(() => import('../pages/login-page'), 'LoginPage');
export const SignupPage = lazyNamed(() => import('../pages/login-page'), 'SignupPage');
export const ForgotPasswordPage = lazyNamed(() => import('../pages/forgot-password-page'), 'ForgotPasswordPage');
export const UserHomePage = lazyNamed(() => import('../pages/user-home-page'), 'UserHomePage');
export const RcChallanPage = lazyNamed(() => import('../pages/rc-challan-page'), 'RcChallanPage');
export const ProfilePage = lazyNamed(() => import('../pages/profile-page'), 'ProfilePage');
export const AuctionAssetsPage = lazyNamed(() => import('../pages/auction-assets-page'), 'AuctionAssetsPage');
export const ClientAuctionPage = lazyNamed(() => import('../pages/client-auction-page'), 'ClientAuctionPage');
export const WatchlistPage = lazyNamed(() => import('../pages/watchlist-page'), 'WatchlistPage');
export const MyBidsPage = lazyNamed(() => import('../pages/watchlist-page'), 'MyBidsPage');
export const PriceMemoryPage = lazyNamed(() => import('../pages/insight-pages'), 'PriceMemoryPage');
export const SavedSearchesPage = lazyNamed(() => import('../pages/insight-pages'), 'SavedSearchesPage');
export const AuctionCalendarPage = lazyNamed(() => import('../pages/insight-pages'), 'AuctionCalendarPage');

// The admin console: its layout (with the console's styles) and pages load only for admins.
export const AdminLayout = lazy(async () => ({ default: (await import('../features/admin/components/admin-layout')).AdminLayout }));
export const AdminDashboardPage = lazyNamed(() => import('../pages/admin/admin-dashboard-page'), 'AdminDashboardPage');
export const AdminAuctionPage = lazyNamed(() => import('../pages/admin/admin-auction-page'), 'AdminAuctionPage');
export const AdminMonitorPage = lazyNamed(() => import('../pages/admin/admin-monitor-page'), 'AdminMonitorPage');
export const AdminResultsPage = lazyNamed(() => import('../pages/admin/admin-results-page'), 'AdminResultsPage');
export const AdminUsersPage = lazyNamed(() => import('../pages/admin/admin-users-page'), 'AdminUsersPage');
export const AdminUserPage = lazyNamed(() => import('../pages/admin/admin-user-page'), 'AdminUserPage');
export const AdminLeadsPage = lazyNamed(() => import('../pages/admin/admin-leads-page'), 'AdminLeadsPage');
export const AdminReferencePage = lazyNamed(() => import('../pages/admin/admin-reference-page'), 'AdminReferencePage');
export const AdminAuditPage = lazyNamed(() => import('../pages/admin/admin-audit-page'), 'AdminAuditPage');
export const AdminKycPage = lazyNamed(() => import('../pages/admin/admin-kyc-page'), 'AdminKycPage');
export const AdminLotReportPage = lazyNamed(() => import('../pages/admin/admin-lot-report-page'), 'AdminLotReportPage');
export const AdminInvoicesPage = lazyNamed(() => import('../pages/admin/admin-invoices-page'), 'AdminInvoicesPage');
export const AdminDeliveriesPage = lazyNamed(() => import('../pages/admin/admin-deliveries-page'), 'AdminDeliveriesPage');
export const AdminReconciliationPage = lazyNamed(() => import('../pages/admin/admin-reconciliation-page'), 'AdminReconciliationPage');

const loaders: Record<string, () => Promise<unknown>> = {
  [ROUTES.home]: () => import('../pages/home-page'),
  [ROUTES.subscriptionPlans]: () => import('../pages/subscription-plans-page'),
  [ROUTES.aboutUs]: () => import('../pages/about-us-page'),
  [ROUTES.contactUs]: () => import('../pages/contact-us-page'),
  [ROUTES.whyBrand]: () => import('../pages/why-brand-page'),
  [ROUTES.ourValues]: () => import('../pages/our-values-page'),
  [ROUTES.privacyPolicy]: () => import('../pages/privacy-policy-page'),
  [ROUTES.termsAndConditions]: () => import('../pages/terms-page'),
  [ROUTES.refundPolicy]: () => import('../pages/refund-policy-page'),
  [ROUTES.login]: () => import('../pages/login-page'),
  [ROUTES.signup]: () => import('../pages/login-page'),
  [ROUTES.forgotPassword]: () => import('../pages/forgot-password-page'),
  [ROUTES.userHome]: () => import('../pages/user-home-page'),
  [ROUTES.auctionAssets]: () => import('../pages/auction-assets-page'),
  [ROUTES.clientAuction]: () => import('../pages/client-auction-page'),
};

/**
 * Starts fetching the code of the page at `pathname` before React renders, so it arrives beside
 * the session check and the strings instead of after them (the module cache shares the request).
 */
export function preloadRoute(pathname: string): void {
  const load = loaders[pathname];
  if (load) load().catch(() => undefined);
}
export const DepositPage = lazyNamed(() => import('../pages/deposit-page'), 'DepositPage');
export const AdminDepositsPage = lazyNamed(() => import('../pages/admin/admin-deposits-page'), 'AdminDepositsPage');
