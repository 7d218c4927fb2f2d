// Import rules, checked by `pnpm lint:deps` and the lint step of scripts/test.sh (ADR 0023).
// docs/architecture.md ("Platform modules") says the same in prose: change both together.

const PLATFORM = '^apps/platform-api/(?:src|bench|scripts)/';
const MODULES = '^apps/platform-api/src/modules/';
const TEST_FILE = '\\.test\\.ts$';

/**
 * React and what is built on it: React itself, Formik, Emotion, Radix, and the workspace packages
 * that render (@brand/ui, @brand/forms-react, @brand/journeys, the app shell), whether resolved to
 * their files or, when the importer cannot resolve them, by name.
 */
const REACT_NPM = '(?:react|react-dom|formik|@emotion/[^/]+|@radix-ui/[^/]+)';
const REACT_WORKSPACE = '(?:ui|forms-react|journeys|app-shell)';
const REACT_PACKAGES = [
  `(?:^|/)node_modules/${REACT_NPM}(?:/|$)`,
  `^${REACT_NPM}(?:/|$)`,
  `^packages/${REACT_WORKSPACE}/`,
  `^@brand/${REACT_WORKSPACE}(?:/|$)`,
];

/**
 * The platform's modules in layers, lowest first: a module's code imports only modules of lower
 * layers, each through its index.ts. Its tests may also set the scene through a higher module's
 * front door (a billing test binds a policy); nothing imports a test, so that adds no cycle.
 */
const MODULE_LAYERS = [
  [
    'app-config',
    'customers',
    'forms',
    'lookups',
    'openapi',
    'policy-records',
    'rating',
    'sessions',
  ],
  ['proposals', 'claims'],
  ['billing', 'insights', 'documents', 'uploads', 'chat'],
  ['binding', 'policy-lifecycle'],
  ['adjustments'],
  ['checkout', 'renewals'],
  ['policies', 'policyholder'],
  ['agent-desk'],
];

/** One rule per module: from its code to any module that is not itself or of a lower layer. */
function directionRules() {
  return MODULE_LAYERS.flatMap((layer, level) => {
    const below = MODULE_LAYERS.slice(0, level).flat();
    return layer.map((name) => ({
      name: 'platform-module-direction',
      severity: 'error',
      comment: `${name} may import only the modules of lower layers (${below.join(', ') || 'none'}).`,
      from: { path: `${MODULES}${name}/`, pathNot: TEST_FILE },
      to: {
        path: MODULES,
        pathNot: [`${MODULES}(?:${[name, ...below].join('|')})/`, `${MODULES}index\\.ts$`],
      },
    }));
  });
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'platform-module-front-door',
      severity: 'error',
      comment:
        'Another module reaches into this module: import what it offers from its index.ts (its public API).',
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: `${MODULES}[^/]+/`, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'platform-module-front-door',
      severity: 'error',
      comment:
        'Code outside the modules (app.ts, main.ts, jobs, test support, the bench) reaches into a module: import from its index.ts.',
      from: { path: PLATFORM, pathNot: MODULES },
      to: { path: `${MODULES}[^/]+/`, pathNot: `${MODULES}[^/]+/index\\.ts$` },
    },
    ...directionRules(),
    {
      name: 'platform-billing-no-repository',
      severity: 'error',
      comment:
        "Billing's front door exports services, never a repository: other modules (checkout, binding, renewals) read and record billing through billing-records.ts and the services, so the tables' SQL stays in billing (a type may still be named).",
      from: { path: `${MODULES}billing/index\\.ts$` },
      to: {
        path: `${MODULES}billing/[^/]*-repository\\.ts$`,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'platform-module-in-a-layer',
      severity: 'error',
      comment:
        'A module folder not in MODULE_LAYERS: give it a layer (and a row in docs/architecture.md).',
      from: {
        path: `${MODULES}[^/]+/`,
        pathNot: `${MODULES}(?:${MODULE_LAYERS.flat().join('|')})/`,
      },
      to: {},
    },
    {
      name: 'platform-no-circular',
      severity: 'error',
      comment:
        'The platform has no import cycles at run time (a type-only import is erased): a cycle hides which part comes first.',
      from: { path: PLATFORM },
      to: { path: PLATFORM, circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'packages-not-to-apps',
      severity: 'error',
      comment: 'A package (packages/*) never imports an app (apps/*): apps are built on packages.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    // --- Front-end rules ---
    {
      name: 'platform-no-react',
      severity: 'error',
      comment:
        'The platform imports no React package: the form engine it validates with is @brand/forms, the core (ADR 0025).',
      from: { path: PLATFORM },
      to: { path: REACT_PACKAGES },
    },
    {
      name: 'forms-core-no-react',
      severity: 'error',
      comment:
        '@brand/forms is the React-free core a server installs: React, Formik and @brand/ui belong to @brand/forms-react (ADR 0025).',
      from: { path: '^packages/forms/' },
      to: { path: REACT_PACKAGES },
    },
    // --- end of the front-end rules ---
  ],
  options: {
    // Built output and npm packages are leaves: their own imports are not followed, but an import
    // of one is kept, so the front-end rules see the platform or the forms core importing React or
    // @brand/ui (a workspace package resolves to its dist).
    doNotFollow: { path: ['node_modules', '/dist/'] },
    exclude: { path: ['/coverage/', 'storybook-static'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
