import { CallbackPage, SignInPage } from '@brand/app-shell';
import { Navigate, Route, Routes } from 'react-router';
import { HomePage } from './HomePage';

/** The portal's routes (spec 002 §2): home, the sign-in return, sign-in; any other path goes home. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/callback" element={<CallbackPage />} />
      <Route path="/sign-in" element={<SignInPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
