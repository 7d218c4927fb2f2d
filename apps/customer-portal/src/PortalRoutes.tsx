import { CallbackPage, SignInPage } from '@brand/app-shell';
import { enabledSchemes } from '@brand/config';
import { JourneyLoadingPage, ProductRoutes } from '@brand/journeys';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';

// Split by route: home (a signed-in customer's policies, billing notices and renewal banners, which
// a visitor arriving at /flex or /driveaway never sees), retrieve and the account pages load with
// their routes.
const HomePage = lazy(() => import('./HomePage').then((m) => ({ default: m.HomePage })));
const RetrieveScreen = lazy(() =>
  import('@brand/journeys/retrieve').then((m) => ({ default: m.RetrieveScreen })),
);
const AccountSettingsScreen = lazy(() =>
  import('@brand/journeys/account').then((m) => ({ default: m.AccountSettingsScreen })),
);
const AccountSettingScreen = lazy(() =>
  import('@brand/journeys/account').then((m) => ({ default: m.AccountSettingScreen })),
);
const RenewalScreen = lazy(() =>
  import('@brand/journeys/renewal').then((m) => ({ default: m.RenewalScreen })),
);

const PolicyScreen = lazy(() =>
  import('@brand/journeys/policy').then((m) => ({ default: m.PolicyScreen })),
);

/**
 * The portal's routes (spec 002 §2): home, the sign-in return, sign-in, each open scheme's policy
 * pages (`/{product}/policy/{policyId}/{tab}`, spec 001 §2), renewal and product path (its entry and
 * `proposal/{proposalCode}/*`); any other path goes home.
 */
export function PortalRoutes() {
  return (
    <>
      {/* A lazy route loads inside the frame, never on a blank page. */}
      <Suspense fallback={<JourneyLoadingPage />}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/callback" element={<CallbackPage />} />
          <Route path="/sign-in" element={<SignInPage />} />
          <Route path="/retrieve" element={<RetrieveScreen />} />
          <Route path="/retrieve/:externalReference" element={<RetrieveScreen />} />
          <Route path="/account" element={<AccountSettingsScreen />} />
          <Route path="/account/:name" element={<AccountSettingScreen />} />
          {/* The old address (emails, payment return pages) goes on to the policy's own. */}
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
              key={`${scheme.productUrlName}-renewal`}
              path={`/${scheme.productUrlName}/renewal/:proposalCode/*`}
              element={<RenewalScreen />}
            />
          ))}
          {enabledSchemes().map((scheme) => (
            <Route
              key={scheme.productUrlName}
              path={`/${scheme.productUrlName}/*`}
              element={<ProductRoutes product={scheme.productUrlName} />}
            />
          ))}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </>
  );
}
