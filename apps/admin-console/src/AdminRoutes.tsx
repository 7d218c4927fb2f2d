import { CallbackPage, PageBannerProvider, SHELL_NAMESPACE, SignInPage } from '@brand/app-shell';
import { enabledSchemes } from '@brand/config';
import { JourneyLoadingPage, ProductRoutes } from '@brand/journeys';
import { LoadingIndicator } from '@brand/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { AdminGate } from './access/AdminGate';
import { KeepBaseSlash } from './app/KeepBaseSlash';
import { useActFor } from './customers/useActFor';
import { AdminViewBar } from './impersonation/AdminViewBar';

// The console's own pages load with their routes: an agent's first screen is the sign-in, which
// needs none of them (issue 20: 200 KB before sign-in).
const AuditLogPage = lazy(() =>
  import('./audit/AuditLogPage').then((m) => ({ default: m.AuditLogPage })),
);
const CustomerBillingPage = lazy(() =>
  import('./billing/CustomerBillingPage').then((m) => ({ default: m.CustomerBillingPage })),
);
const ChatConversationPage = lazy(() =>
  import('./chat/ChatConversationPage').then((m) => ({ default: m.ChatConversationPage })),
);
const ChatQueuePage = lazy(() =>
  import('./chat/ChatQueuePage').then((m) => ({ default: m.ChatQueuePage })),
);
const CustomerRecordPage = lazy(() =>
  import('./customers/CustomerRecordPage').then((m) => ({ default: m.CustomerRecordPage })),
);
const AdminHomePage = lazy(() =>
  import('./home/AdminHomePage').then((m) => ({ default: m.AdminHomePage })),
);
const ImpersonatePage = lazy(() =>
  import('./impersonation/ImpersonatePage').then((m) => ({ default: m.ImpersonatePage })),
);

// The customer's policy pages load with their route, as in the portal.
const PolicyScreen = lazy(() =>
  import('@brand/journeys/policy').then((m) => ({ default: m.PolicyScreen })),
);

/** The journeys' routes: their pages carry the Admin view bar as the console's own pages do. */
function JourneysOutlet() {
  return (
    <PageBannerProvider banner={<AdminViewBar />}>
      {/* A lazy route loads inside the frame, never on a blank page. */}
      <Suspense fallback={<JourneyLoadingPage />}>
        <Outlet />
      </Suspense>
    </PageBannerProvider>
  );
}

/**
 * The gated pages, after `?impersonate=<user id>` (spec 002 §2) has started acting for that
 * customer once the platform knows them; an id it does not know opens that id's record, which
 * says so. It runs behind the admin gate: before the sign-in is ready the record call had no
 * token, failed, and the agent landed on the record instead of acting (the e2e run showed it); a
 * signed-out agent keeps the parameter through the sign-in and acts on return. The page waits
 * meanwhile, so none of its calls goes out in the agent's own name.
 */
function ImpersonatingFromUrl() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const actFor = useActFor();
  const navigate = useNavigate();
  const userId = params.get('impersonate');
  const [pending, setPending] = useState(userId !== null);
  useEffect(() => {
    if (userId === null) return;
    setPending(true);
    let current = true;
    actFor(userId).then((failure) => {
      if (!current) return;
      const rest = new URLSearchParams(params);
      rest.delete('impersonate');
      setParams(rest, { replace: true });
      setPending(false);
      if (failure) navigate(`/customers/${encodeURIComponent(userId.trim())}`);
    });
    return () => {
      current = false;
    };
  }, [userId, params, setParams, actFor, navigate]);
  return pending ? (
    <LoadingIndicator label={t('admin.checking', { ns: SHELL_NAMESPACE })} />
  ) : (
    // A lazy page loads inside the frame, never on a blank page.
    <Suspense fallback={<JourneyLoadingPage />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * The console's routes: behind the admin gate, home (the customer search while acting for nobody,
 * else the impersonated customer's policies), a customer's record and finance's view of their
 * billing across their accounts, the supervisor's audit log, the
 * impersonation page, and the customer's own journeys as the portal has them (a quote through to
 * checkout, where an agent takes the payment by phone; a policy's billing tab, where an agent
 * settles an outstanding balance by phone), every call made for the impersonated customer; then
 * the sign-in return and sign-in; any other path goes home.
 */
export function AdminRoutes() {
  return (
    <>
      <KeepBaseSlash />
      <Routes>
        <Route element={<AdminGate />}>
          <Route element={<ImpersonatingFromUrl />}>
            <Route path="/" element={<AdminHomePage />} />
            <Route path="/impersonate" element={<ImpersonatePage />} />
            <Route path="/customers/:userId" element={<CustomerRecordPage />} />
            <Route path="/customers/:userId/billing" element={<CustomerBillingPage />} />
            <Route path="/audit" element={<AuditLogPage />} />
            <Route path="/chat" element={<ChatQueuePage />} />
            <Route path="/chat/:conversationId" element={<ChatConversationPage />} />
            <Route element={<JourneysOutlet />}>
              {/* The old address goes on to the policy's own. */}
              <Route path="/policy/:policyId/*" element={<PolicyScreen />} />
              {enabledSchemes().map((scheme) => (
                <Route
                  key={`${scheme.productUrlName}-policy`}
                  path={`/${scheme.productUrlName}/policy/:policyId/*`}
                  element={<PolicyScreen product={scheme.productUrlName} />}
                />
              ))}
              {enabledSchemes().map((scheme) => (
                <Route
                  key={scheme.productUrlName}
                  path={`/${scheme.productUrlName}/*`}
                  element={<ProductRoutes product={scheme.productUrlName} />}
                />
              ))}
            </Route>
          </Route>
        </Route>
        <Route path="/callback" element={<CallbackPage />} />
        <Route path="/sign-in" element={<SignInPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </>
  );
}
