import { CallbackPage, SignInPage } from '@brand/app-shell';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router';
import { AdminGate } from './access/AdminGate';
import { KeepBaseSlash } from './app/KeepBaseSlash';
import { useAppDispatch } from './app/store';
import { AdminHomePage } from './home/AdminHomePage';
import { ImpersonatePage } from './impersonation/ImpersonatePage';
import { impersonate } from './impersonation/impersonationSlice';

/** `?impersonate=<user id>` on any page starts acting for that customer (spec 002 §2). */
function ImpersonateFromUrl() {
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const userId = params.get('impersonate');
  useEffect(() => {
    if (userId === null) return;
    dispatch(impersonate(userId));
    const rest = new URLSearchParams(params);
    rest.delete('impersonate');
    setParams(rest, { replace: true });
  }, [userId, params, setParams, dispatch]);
  return null;
}

/**
 * The console's routes: home (the impersonated customer's policies) and the impersonation page
 * behind the admin gate, the sign-in return and sign-in; any other path goes home.
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
        </Route>
        <Route path="/callback" element={<CallbackPage />} />
        <Route path="/sign-in" element={<SignInPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </>
  );
}
