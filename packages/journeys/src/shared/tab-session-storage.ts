/** The storage redux-persist writes through (its `Storage`, which the apps' stores take). */
export interface PersistStorage {
  getItem: (key: string) => Promise<string | null>;
  setItem: (key: string, value: string) => Promise<void>;
  removeItem: (key: string) => Promise<void>;
}

/**
 * redux-persist's storage over the tab's session storage: it survives a reload and a crashed tab's
 * restore, and ends with the tab, so what a customer typed is not left on a shared computer.
 * (redux-persist's own `lib/storage/session` is CommonJS whose default export the apps' bundler
 * does not unwrap.)
 */
export const tabSessionStorage: PersistStorage = {
  getItem: async (key: string) => window.sessionStorage.getItem(key),
  setItem: async (key: string, value: string) => {
    window.sessionStorage.setItem(key, value);
  },
  removeItem: async (key: string) => {
    window.sessionStorage.removeItem(key);
  },
};
