// Test helpers for the apps' own tests (`@brand/app-shell/testing`); never imported by app code.
export { authError, type FakeAuthClient, fakeAuthClient } from './fake-auth-client';
export { fakeFetch } from './fake-fetch';
export { type RenderShellOptions, renderShell, TEST_ROLES_CLAIM } from './render-shell';
