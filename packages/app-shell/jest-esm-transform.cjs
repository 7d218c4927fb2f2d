// Wraps the repository's SWC transform for ESM-only packages in node_modules: `import.meta` has no
// CommonJS meaning, and the only use in react-router is Vite's `import.meta.hot` (off in tests).
const IMPORT_META_HOT = /\bimport\.meta\.hot\b/g;
const IMPORT_META = /\bimport\.meta\b/g;

function strip(source) {
  return source.replace(IMPORT_META_HOT, 'undefined').replace(IMPORT_META, '({})');
}

module.exports = {
  createTransformer({ swc, options }) {
    const inner = require(swc).createTransformer(options);
    return {
      canInstrument: false,
      process(source, path, config) {
        return inner.process(strip(source), path, config);
      },
      getCacheKey(source, path, config) {
        return `esm:${inner.getCacheKey(strip(source), path, config)}`;
      },
    };
  },
};
