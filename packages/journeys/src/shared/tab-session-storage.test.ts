import { tabSessionStorage } from './tab-session-storage';

describe("the tab's session storage for redux-persist", () => {
  it("keeps, reads and forgets items in the tab's session storage", async () => {
    await tabSessionStorage.setItem('persist:test', '{"userId":"user_1"}');
    expect(window.sessionStorage.getItem('persist:test')).toBe('{"userId":"user_1"}');
    await expect(tabSessionStorage.getItem('persist:test')).resolves.toBe('{"userId":"user_1"}');
    await tabSessionStorage.removeItem('persist:test');
    await expect(tabSessionStorage.getItem('persist:test')).resolves.toBeNull();
  });
});
