import { CallbackPage, PageBannerProvider, SignInPage } from '@brand/app-shell';
import { enabledSchemes } from '@brand/config';
import { JourneyLoadingPage, ProductRoutes } from '@brand/journeys';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { AdminGate } from './access/AdminGate';
import { KeepBaseSlash } from './app/KeepBaseSlash';
import { CustomerRecordPage } from './customers/CustomerRecordPage';
import { useActFor } from './customers/useActFor';
import { AdminHomePage } from './home/AdminHomePage';
import { AdminViewBar } from './impersonation/AdminViewBar';
import { ImpersonatePage } from './impersonation/ImpersonatePage';

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
 * `?impersonate=<user id>` on any page starts acting for that customer (spec 002 §2) once the
 * platform knows them; an id it does not know opens that id's record, which says so.
 */
function ImpersonateFromUrl() {
  const [params, setParams] = useSearchParams();
  const actFor = useActFor();
  const navigate = useNavigate();
  const userId = params.get('impersonate');
  useEffect(() => {
    if (userId === null) return;
    const rest = new URLSearchParams(params);
    rest.delete('impersonate');
    setParams(rest, { replace: true });
    actFor(userId).then((failure) => {
      if (failure) navigate(`/customers/${encodeURIComponent(userId.trim())}`);
    });
  }, [userId, params, setParams, actFor, navigate]);
  return null;
}

/**
 * The console's routes: behind the admin gate, home (the customer search while acting for nobody,
 * else the impersonated customer's policies), a customer's record, the impersonation page, and the customer's own journeys as the portal has them (a quote through to
 * checkout, where an agent takes the payment by phone; a policy's billing tab, where an agent
 * settles an outstanding balance by phone), every call made for the impersonated customer; then
 * the sign-in return and sign-in; any other path goes home.
 */
export function AdminRoutes() {
  return (
    <>
      <KeepBaseSlash />
      <ImpersonateFromUrl />
      <Routes>
        <Route element={<AdminGate />}>
          <Route path="/" element={<AdminHomePage />} />
          <Route path="/impersonate" element={<ImpersonatePage />} />
          <Route path="/customers/:userId" element={<CustomerRecordPage />} />
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
        <Route path="/callback" element={<CallbackPage />} />
        <Route path="/sign-in" element={<SignInPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </>
  );
}
