// The import rules of .dependency-cruiser.cjs fail on a wrong import and pass on the real tree
// (ADR 0023). Each case writes a small tree of files at the paths the rules name, in a scratch
// folder, and runs depcruise on it with the repository's own config.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const depcruise = join(root, 'node_modules/.bin/depcruise');
const config = join(root, '.dependency-cruiser.cjs');
const MODULES = 'apps/platform-api/src/modules';

const scratch = mkdtempSync(join(tmpdir(), 'dependency-rules-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the rules over `files` (path: source), written into a fresh folder. */
function cruise(name, files) {
  const dir = join(scratch, name);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  const run = spawnSync(depcruise, ['apps', 'packages', '--config', config, '--validate'], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** Two modules that follow every rule: checkout uses billing through its index.ts. */
const GOOD = {
  [`${MODULES}/billing/index.ts`]: "export { findTransaction } from './billing-records';\n",
  [`${MODULES}/billing/billing-records.ts`]:
    "import { findRow } from './ledger-repository';\nexport const findTransaction = () => findRow();\n",
  [`${MODULES}/billing/ledger-repository.ts`]: 'export const findRow = () => null;\n',
  [`${MODULES}/checkout/index.ts`]: "export { settle } from './card-checkout';\n",
  [`${MODULES}/checkout/card-checkout.ts`]:
    "import { findTransaction } from '../billing';\nexport const settle = () => findTransaction();\n",
  'packages/domain/src/index.ts': 'export const domain = 1;\n',
};

describe('the import rules', () => {
  it('pass on a tree that follows them', () => {
    const { status, output } = cruise('good', GOOD);
    assert.equal(status, 0, output);
  });

  it("fail on billing's front door exporting a repository", () => {
    const { status, output } = cruise('billing-repository', {
      ...GOOD,
      [`${MODULES}/billing/index.ts`]:
        "export { findTransaction } from './billing-records';\nexport { findRow } from './ledger-repository';\n",
    });
    assert.notEqual(status, 0);
    assert.match(
      output,
      /error platform-billing-no-repository: .*billing\/index\.ts → .*billing\/ledger-repository\.ts/,
    );
  });

  it('fail on a module reaching into another module past its index.ts', () => {
    const { status, output } = cruise('reach-in', {
      ...GOOD,
      [`${MODULES}/checkout/card-checkout.ts`]:
        "import { findTransaction } from '../billing/ledger-repository';\nexport const settle = () => findTransaction();\n",
    });
    assert.notEqual(status, 0);
    assert.match(
      output,
      /error platform-module-front-door: .*checkout\/card-checkout\.ts → .*billing\/ledger-repository\.ts/,
    );
  });

  it('fail on code outside the modules reaching into one', () => {
    const { status, output } = cruise('outside-reach-in', {
      ...GOOD,
      'apps/platform-api/src/main.ts':
        "import { findTransaction } from './modules/billing/ledger-repository';\nfindTransaction();\n",
    });
    assert.notEqual(status, 0);
    assert.match(output, /error platform-module-front-door: .*src\/main\.ts/);
  });

  it('fail on a module importing one of a higher layer', () => {
    const { status, output } = cruise('upward', {
      ...GOOD,
      [`${MODULES}/billing/ledger-repository.ts`]:
        "import { settle } from '../checkout';\nexport const findTransaction = () => settle;\n",
    });
    assert.notEqual(status, 0);
    assert.match(
      output,
      /error platform-module-direction: .*billing\/ledger-repository\.ts → .*checkout\/index\.ts/,
    );
  });

  it('fail on a module that has no layer', () => {
    const { status, output } = cruise('no-layer', {
      ...GOOD,
      [`${MODULES}/unlayered/index.ts`]: "export { findTransaction } from '../billing';\n",
    });
    assert.notEqual(status, 0);
    assert.match(output, /error platform-module-in-a-layer: .*unlayered\/index\.ts/);
  });

  it('fail on an import cycle in the platform', () => {
    const { status, output } = cruise('cycle', {
      ...GOOD,
      [`${MODULES}/billing/index.ts`]:
        "export { findTransaction } from './ledger-repository';\nexport { statement } from './statements';\n",
      [`${MODULES}/billing/ledger-repository.ts`]:
        "import { statement } from './statements';\nexport const findTransaction = () => statement;\n",
      [`${MODULES}/billing/statements.ts`]:
        "import { findTransaction } from './ledger-repository';\nexport const statement = () => findTransaction;\n",
    });
    assert.notEqual(status, 0);
    assert.match(
      output,
      /error platform-no-circular: .*billing\/(ledger-repository|statements)\.ts/,
    );
  });

  it('fail on a package importing an app', () => {
    const { status, output } = cruise('package-to-app', {
      ...GOOD,
      'packages/domain/src/index.ts':
        "import { settle } from '../../../apps/platform-api/src/modules/checkout';\nexport const domain = settle;\n",
    });
    assert.notEqual(status, 0);
    assert.match(output, /error packages-not-to-apps: packages\/domain\/src\/index\.ts → apps\//);
  });

  it('fail on the platform importing a React package (ADR 0025)', () => {
    const { status, output } = cruise('platform-react', {
      ...GOOD,
      'apps/platform-api/src/sign-in-page.ts':
        "import { renderToString } from 'react-dom/server';\nimport { Button } from '@brand/ui';\nexport const page = [renderToString, Button];\n",
    });
    assert.notEqual(status, 0);
    assert.match(output, /error platform-no-react: .*sign-in-page\.ts → react-dom\/server/);
    assert.match(output, /error platform-no-react: .*sign-in-page\.ts → @brand\/ui/);
  });

  it('fail on the forms core importing React, Formik or @brand/ui (ADR 0025)', () => {
    const { status, output } = cruise('forms-core-react', {
      ...GOOD,
      'packages/forms/src/engine.ts':
        "import { useFormik } from 'formik';\nimport { Button } from '@brand/ui';\nexport const engine = [useFormik, Button];\n",
    });
    assert.notEqual(status, 0);
    assert.match(output, /error forms-core-no-react: packages\/forms\/src\/engine\.ts → formik/);
    assert.match(
      output,
      /error forms-core-no-react: packages\/forms\/src\/engine\.ts → @brand\/ui/,
    );
  });

  it('pass on the repository as it is', () => {
    const run = spawnSync(depcruise, ['apps', 'packages', '--config', config, '--validate'], {
      cwd: root,
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
  });
});
