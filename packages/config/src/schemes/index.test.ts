import * as api from './index';

// The barrel is the folder's public API: a re-export of a name that no longer exists would be
// undefined here rather than an import error in a consumer.
describe('the schemes barrel', () => {
  it('exports only defined values', () => {
    const exported = Object.entries(api);
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.filter(([, value]) => value === undefined).map(([name]) => name)).toEqual([]);
  });
});
