// `pnpm generate:api`: exports the platform's OpenAPI document to packages/api-client/openapi.json
// (the openapi-document test with UPDATE_OPENAPI=1, which builds the app on in-memory PGlite), then
// regenerates @brand/api-client from it. The jest route runs the TypeScript sources as the tests
// do, so exporting needs no build of the platform.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const platformDir = fileURLToPath(new URL('..', import.meta.url));
const apiClientDir = fileURLToPath(new URL('../../../packages/api-client/', import.meta.url));
const jest = createRequire(`${platformDir}package.json`).resolve('jest/bin/jest');

function run(args, cwd, env = process.env) {
  const result = spawnSync(process.execPath, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run([jest, 'src/openapi-document.test.ts'], platformDir, {
  ...process.env,
  UPDATE_OPENAPI: '1',
  // PGlite loads its WebAssembly with a dynamic import, which jest's CommonJS runtime needs this for.
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`,
});
run(['scripts/generate.mjs'], apiClientDir);
