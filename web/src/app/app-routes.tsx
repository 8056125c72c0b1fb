import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { Spinner } from '../components/ui/spinner';
import { ADMIN_ROUTES } from '../features/admin/routes';
import { pageIsLive } from '../lib/early-taps';
import { ROUTES } from '../lib/routes';
import { NotFoundPage } from '../pages/not-found-page';
import { PublicLayout } from './layouts/public-layout';
import { SignedInLayout } from './layouts/signed-in-layout';
import * as pages from './lazy-pages';

type RouteEntry = readonly [path: string, Page: ComponentType];

/** Spec §2 route table. */
const PUBLIC_ROUTES: RouteEntry[] = [
  [ROUTES.home, pages.HomePage],
  [ROUTES.subscriptionPlans, pages.SubscriptionPlansPage],
  [ROUTES.aboutUs, pages.AboutUsPage],
  [ROUTES.contactUs, pages.ContactUsPage],
  [ROUTES.whyBrand, pages.WhyBrandPage],
  [ROUTES.ourValues, pages.OurValuesPage],
  [ROUTES.privacyPolicy, pages.PrivacyPolicyPage],
  [ROUTES.termsAndConditions, pages.TermsPage],
  [ROUTES.refundPolicy, pages.RefundPolicyPage],
  [ROUTES.downloadBondKyc, pages.DownloadBondKycPage],
  [ROUTES.paymentSuccess, pages.PaymentSuccessPage],
  [ROUTES.backoutPaymentSuccess, pages.BackoutPaymentSuccessPage],
];

const BARE_ROUTES: RouteEntry[] = [
  [ROUTES.login, pages.LoginPage],
  [ROUTES.signup, pages.SignupPage],
  [ROUTES.forgotPassword, pages.ForgotPasswordPage],
  [ROUTES.agentInvite, pages.AgentInvitePage],
];

const SIGNED_IN_ROUTES: RouteEntry[] = [
  [ROUTES.userHome, pages.UserHomePage],
  [ROUTES.rcChallan, pages.RcChallanPage],
  [ROUTES.profile, pages.ProfilePage],
  [ROUTES.auctionAssets, pages.AuctionAssetsPage],
  [ROUTES.clientAuction, pages.ClientAuctionPage],
  [ROUTES.watchlist, pages.WatchlistPage],
  [ROUTES.myBids, pages.MyBidsPage],
  [ROUTES.priceMemory, pages.PriceMemoryPage],
  [ROUTES.savedSearches, pages.SavedSearchesPage],
  [ROUTES.auctionCalendar, pages.AuctionCalendarPage],
  [ROUTES.dealer, pages.DealerPage],
  [ROUTES.deposit, pages.DepositPage],
];

/** The admin console (admins and auction admins; anyone else gets the not-found screen). */
const ADMIN_PAGES: RouteEntry[] = [
  [ADMIN_ROUTES.dashboard, pages.AdminDashboardPage],
  [ADMIN_ROUTES.auction, pages.AdminAuctionPage],
  [ADMIN_ROUTES.monitor, pages.AdminMonitorPage],
  [ADMIN_ROUTES.results, pages.AdminResultsPage],
  [ADMIN_ROUTES.users, pages.AdminUsersPage],
  [ADMIN_ROUTES.user, pages.AdminUserPage],
  [ADMIN_ROUTES.leads, pages.AdminLeadsPage],
  [ADMIN_ROUTES.reference, pages.AdminReferencePage],
  [ADMIN_ROUTES.audit, pages.AdminAuditPage],
  [ADMIN_ROUTES.invoices, pages.AdminInvoicesPage],
  [ADMIN_ROUTES.kyc, pages.AdminKycPage],
  [ADMIN_ROUTES.deposits, pages.AdminDepositsPage],
  [ADMIN_ROUTES.settlements, pages.AdminReconciliationPage],
  [ADMIN_ROUTES.deliveries, pages.AdminDeliveriesPage],
  [ADMIN_ROUTES.lotReport, pages.AdminLotReportPage],
];

/** Once the page's part of the tree is live (hydrated or drawn), taps held before it are made (lib/early-taps). */
function PageLive() {
  useEffect(pageIsLive, []);
  return null;
}

/** Lazy pages show the dark spinner while their chunk loads; the layout around them stays. */
function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Spinner tone="dark" fullPage />}>
      {children}
      <PageLive />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      {PUBLIC_ROUTES.map(([path, Page]) => (
        <Route key={path} path={path}>
          <PublicLayout>
            <Lazy>
              <Page />
            </Lazy>
          </PublicLayout>
        </Route>
      ))}
      {BARE_ROUTES.map(([path, Page]) => (
        <Route key={path} path={path}>
          <Lazy>
            <Page />
          </Lazy>
        </Route>
      ))}
      {SIGNED_IN_ROUTES.map(([path, Page]) => (
        <Route key={path} path={path}>
          <SignedInLayout>
            <Lazy>
              <Page />
            </Lazy>
          </SignedInLayout>
        </Route>
      ))}
      {ADMIN_PAGES.map(([path, Page]) => (
        <Route key={path} path={path}>
          <SignedInLayout>
            <Lazy>
              <pages.AdminLayout>
                <Page />
              </pages.AdminLayout>
            </Lazy>
          </SignedInLayout>
        </Route>
      ))}
      <Route>
        <PublicLayout>
          <NotFoundPage />
          <PageLive />
        </PublicLayout>
      </Route>
    </Switch>
  );
}
