// Proves the publishable packages work for another brand team: packs each one as npm would
// publish it, installs the tarballs into a scratch project outside the workspace, then typechecks
// (strict, NodeNext) and runs each package's `smoke/consumer.ts` against the installed copies.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: 'inherit' });

const packages = readdirSync(join(root, 'packages'))
  .map((name) => join(root, 'packages', name))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
  .filter(({ pkg }) => !pkg.private);

const scratch = mkdtempSync(join(tmpdir(), 'brand-tarballs-'));
try {
  const tarballs = packages.map(({ dir }) => {
    const out = execFileSync('pnpm', ['pack', '--pack-destination', scratch], { cwd: dir })
      .toString()
      .trim()
      .split('\n')
      .pop();
    return out;
  });
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({ name: 'tarball-consumer', private: true, type: 'module' }, null, 2),
  );
  // Peers and type packages a consumer brings itself (smoke/needs.json), installed with the tarballs.
  const needs = packages.flatMap(({ dir }) => {
    const file = join(dir, 'smoke', 'needs.json');
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  });
  run(
    'npm',
    ['install', '--no-fund', '--no-audit', '--loglevel=error', ...tarballs, ...needs],
    scratch,
  );

  const smokes = packages.filter(({ dir }) => existsSync(join(dir, 'smoke', 'consumer.ts')));
  for (const { dir, pkg } of smokes) {
    const target = join(scratch, pkg.name.replace('/', '__'));
    cpSync(join(dir, 'smoke'), target, { recursive: true });
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    run(
      process.execPath,
      [
        tsc,
        '--strict',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2022',
        '--skipLibCheck',
        'false',
        '--types',
        'node',
        '--typeRoots',
        join(root, 'node_modules/@types'),
        '--outDir',
        join(target, 'out'),
        join(target, 'consumer.ts'),
      ],
      scratch,
    );
    run(process.execPath, [join(target, 'out', 'consumer.js')], scratch);
    console.log(
      `${pkg.name}: the packed tarball installs, typechecks and runs in a scratch project`,
    );
  }
  if (smokes.length === 0) throw new Error('No package has a smoke/consumer.ts to run.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
