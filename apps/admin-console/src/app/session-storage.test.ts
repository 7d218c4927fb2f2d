import { tabSessionStorage } from './session-storage';

describe("the console's session storage", () => {
  it("keeps, reads and forgets items in the tab's session storage", async () => {
    await tabSessionStorage.setItem('persist:test', '{"userId":"user_1"}');
    expect(window.sessionStorage.getItem('persist:test')).toBe('{"userId":"user_1"}');
    await expect(tabSessionStorage.getItem('persist:test')).resolves.toBe('{"userId":"user_1"}');
    await tabSessionStorage.removeItem('persist:test');
    await expect(tabSessionStorage.getItem('persist:test')).resolves.toBeNull();
  });
});
