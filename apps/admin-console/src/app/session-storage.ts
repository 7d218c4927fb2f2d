import type { Storage } from 'redux-persist';

/**
 * redux-persist's storage over the tab's session storage. (redux-persist's own
 * `lib/storage/session` is CommonJS whose default export the app's bundler does not unwrap.)
 */
export const tabSessionStorage: Storage = {
  getItem: async (key: string) => window.sessionStorage.getItem(key),
  setItem: async (key: string, value: string) => {
    window.sessionStorage.setItem(key, value);
  },
  removeItem: async (key: string) => {
    window.sessionStorage.removeItem(key);
  },
};
