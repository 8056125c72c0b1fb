import { lazy, type ComponentType } from 'react';
import { loadAreas } from '../lib/i18n';
import { ADMIN_AREAS, ROUTE_AREAS, type LocaleArea } from '../lib/locale-areas';
import { ROUTES } from '../lib/routes';

/**
 * React.lazy for a named export, so pages keep named exports and each becomes its own chunk. The
 * page renders once its code and the areas of strings it needs (src/lib/locale-areas.ts) are in.
 */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K, areas: readonly LocaleArea[] = []) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadAreas(areas)]);
    return { default: module[name] as ComponentType };
  });
}

export const HomePage = lazyNamed(() => import('../pages/home-page'), 'HomePage');
export const SubscriptionPlansPage = lazyNamed(() => import('../pages/subscription-plans-page'), 'SubscriptionPlansPage');
export const AboutUsPage = lazyNamed(() => import('../pages/about-us-page'), 'AboutUsPage', ROUTE_AREAS[ROUTES.aboutUs]);
export const ContactUsPage = lazyNamed(() => import('../pages/contact-us-page'), 'ContactUsPage', ROUTE_AREAS[ROUTES.contactUs]);
export const WhyBrandPage = lazyNamed(() => import('../pages/why-brand-page'), 'WhyBrandPage', ROUTE_AREAS[ROUTES.whyBrand]);
export const OurValuesPage = lazyNamed(() => import('../pages/our-values-page'), 'OurValuesPage', ROUTE_AREAS[ROUTES.ourValues]);
export const PrivacyPolicyPage = lazyNamed(
  () => import('../pages/privacy-policy-page'),
  'PrivacyPolicyPage',
  ROUTE_AREAS[ROUTES.privacyPolicy],
);
export const TermsPage = lazyNamed(() => import('../pages/terms-page'), 'TermsPage', ROUTE_AREAS[ROUTES.termsAndConditions]);
export const RefundPolicyPage = lazyNamed(
  () => import('../pages/refund-policy-page'),
  'RefundPolicyPage',
  ROUTE_AREAS[ROUTES.refundPolicy],
);
export const DownloadBondKycPage = lazyNamed(
  () => import('../pages/download-bond-kyc-page'),
  'DownloadBondKycPage',
  ROUTE_AREAS[ROUTES.downloadBondKyc],
);
export const PaymentSuccessPage = lazyNamed(
  () => import('../pages/payment-success-page'),
  'PaymentSuccessPage',
  ROUTE_AREAS[ROUTES.paymentSuccess],
);
export const BackoutPaymentSuccessPage = lazyNamed(
  () => import('../pages/backout-payment-success-page'),
  'BackoutPaymentSuccessPage',
  ROUTE_AREAS[ROUTES.backoutPaymentSuccess],
);
export const LoginPage = lazyNamed(() => import('../pages/login-page'), 'LoginPage');
export const SignupPage = lazyNamed(() => import('../pages/login-page'), 'SignupPage');
export const ForgotPasswordPage = lazyNamed(() => import('../pages/forgot-password-page'), 'ForgotPasswordPage');
export const UserHomePage = lazyNamed(() => import('../pages/user-home-page'), 'UserHomePage');
export const RcChallanPage = lazyNamed(() => import('../pages/rc-challan-page'), 'RcChallanPage', ROUTE_AREAS[ROUTES.rcChallan]);
export const ProfilePage = lazyNamed(() => import('../pages/profile-page'), 'ProfilePage', ROUTE_AREAS[ROUTES.profile]);
export const AuctionAssetsPage = lazyNamed(
  () => import('../pages/auction-assets-page'),
  'AuctionAssetsPage',
  ROUTE_AREAS[ROUTES.auctionAssets],
);
export const ClientAuctionPage = lazyNamed(() => import('../pages/client-auction-page'), 'ClientAuctionPage');
export const WatchlistPage = lazyNamed(() => import('../pages/watchlist-page'), 'WatchlistPage', ROUTE_AREAS[ROUTES.watchlist]);
export const MyBidsPage = lazyNamed(() => import('../pages/watchlist-page'), 'MyBidsPage', ROUTE_AREAS[ROUTES.myBids]);
export const PriceMemoryPage = lazyNamed(() => import('../pages/insight-pages'), 'PriceMemoryPage');
export const SavedSearchesPage = lazyNamed(() => import('../pages/insight-pages'), 'SavedSearchesPage');
export const AuctionCalendarPage = lazyNamed(() => import('../pages/insight-pages'), 'AuctionCalendarPage');
export const DealerPage = lazyNamed(() => import('../pages/dealer-pages'), 'DealerPage');
export const AgentInvitePage = lazyNamed(() => import('../pages/dealer-pages'), 'AgentInvitePage');

// The admin console: its layout (with the console's styles) and pages load only for admins.
export const AdminLayout = lazy(async () => {
  const [module] = await Promise.all([import('../features/admin/components/admin-layout'), loadAreas(ADMIN_AREAS)]);
  return { default: module.AdminLayout };
});
export const AdminDashboardPage = lazyNamed(() => import('../pages/admin/admin-dashboard-page'), 'AdminDashboardPage', ADMIN_AREAS);
export const AdminAuctionPage = lazyNamed(() => import('../pages/admin/admin-auction-page'), 'AdminAuctionPage', ADMIN_AREAS);
export const AdminMonitorPage = lazyNamed(() => import('../pages/admin/admin-monitor-page'), 'AdminMonitorPage', ADMIN_AREAS);
export const AdminResultsPage = lazyNamed(() => import('../pages/admin/admin-results-page'), 'AdminResultsPage', ADMIN_AREAS);
export const AdminUsersPage = lazyNamed(() => import('../pages/admin/admin-users-page'), 'AdminUsersPage', ADMIN_AREAS);
export const AdminUserPage = lazyNamed(() => import('../pages/admin/admin-user-page'), 'AdminUserPage', ADMIN_AREAS);
export const AdminLeadsPage = lazyNamed(() => import('../pages/admin/admin-leads-page'), 'AdminLeadsPage', ADMIN_AREAS);
export const AdminReferencePage = lazyNamed(() => import('../pages/admin/admin-reference-page'), 'AdminReferencePage', ADMIN_AREAS);
export const AdminAuditPage = lazyNamed(() => import('../pages/admin/admin-audit-page'), 'AdminAuditPage', ADMIN_AREAS);
export const AdminKycPage = lazyNamed(() => import('../pages/admin/admin-kyc-page'), 'AdminKycPage', ADMIN_AREAS);
export const AdminLotReportPage = lazyNamed(() => import('../pages/admin/admin-lot-report-page'), 'AdminLotReportPage', ADMIN_AREAS);
export const AdminInvoicesPage = lazyNamed(() => import('../pages/admin/admin-invoices-page'), 'AdminInvoicesPage', ADMIN_AREAS);
export const AdminDeliveriesPage = lazyNamed(() => import('../pages/admin/admin-deliveries-page'), 'AdminDeliveriesPage', ADMIN_AREAS);
export const AdminReconciliationPage = lazyNamed(
  () => import('../pages/admin/admin-reconciliation-page'),
  'AdminReconciliationPage',
  ADMIN_AREAS,
);

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
  const areas = ROUTE_AREAS[pathname] ?? (pathname.startsWith('/admin') ? ADMIN_AREAS : []);
  if (areas.length > 0) loadAreas(areas).catch(() => undefined);
}
export const DepositPage = lazyNamed(() => import('../pages/deposit-page'), 'DepositPage');
export const AdminDepositsPage = lazyNamed(() => import('../pages/admin/admin-deposits-page'), 'AdminDepositsPage');
