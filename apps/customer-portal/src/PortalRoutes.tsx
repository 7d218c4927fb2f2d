import { CallbackPage, SignInPage } from '@brand/app-shell';
import { enabledSchemes } from '@brand/config';
import {
  AccountSettingScreen,
  AccountSettingsScreen,
  JourneyStoreProvider,
  ProductRoutes,
  RetrieveScreen,
} from '@brand/journeys';
import { Navigate, Route, Routes } from 'react-router';
import { HomePage } from './HomePage';

/**
 * The portal's routes (spec 002 §2): home, the sign-in return, sign-in, each open scheme's product
 * path (its entry and `proposal/{proposalCode}/*`); any other path goes home.
 */
export function PortalRoutes() {
  return (
    <JourneyStoreProvider>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/callback" element={<CallbackPage />} />
        <Route path="/sign-in" element={<SignInPage />} />
        <Route path="/retrieve" element={<RetrieveScreen />} />
        <Route path="/retrieve/:externalReference" element={<RetrieveScreen />} />
        <Route path="/account" element={<AccountSettingsScreen />} />
        <Route path="/account/:name" element={<AccountSettingScreen />} />
        {enabledSchemes().map((scheme) => (
          <Route
            key={scheme.productUrlName}
            path={`/${scheme.productUrlName}/*`}
            element={<ProductRoutes product={scheme.productUrlName} />}
          />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </JourneyStoreProvider>
  );
}
