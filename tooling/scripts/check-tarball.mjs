// Proves the publishable packages work for another brand team: packs each one as npm would
// publish it, installs the tarballs into a scratch project outside the workspace, then typechecks
// (strict, NodeNext) and runs each package's `smoke/consumer.ts` against the installed copies, and
// every README code block marked `ts example` or `tsx example`: a README's example is what a brand
// team copies first, so it is compiled and run like their code would be.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
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

/** The README's fenced blocks whose info string is `ts example` or `tsx example`. */
function readmeExamples(readme) {
  if (!existsSync(readme)) return [];
  const blocks = readFileSync(readme, 'utf8').matchAll(/^```(tsx?) example\n([\s\S]*?)^```$/gm);
  return [...blocks].map(([, lang, code]) => ({ lang, code }));
}

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

  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  // Compiles one consumer file (strict, NodeNext, the published .d.ts checked too) and runs it.
  const compileAndRun = (target, file) => {
    const jsx = file.endsWith('.tsx') ? ['--jsx', 'react-jsx'] : [];
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
        ...jsx,
        '--outDir',
        join(target, 'out'),
        join(target, file),
      ],
      scratch,
    );
    run(process.execPath, [join(target, 'out', file.replace(/\.tsx?$/, '.js'))], scratch);
  };

  const smokes = packages.filter(({ dir }) => existsSync(join(dir, 'smoke', 'consumer.ts')));
  for (const { dir, pkg } of smokes) {
    const target = join(scratch, pkg.name.replace('/', '__'));
    cpSync(join(dir, 'smoke'), target, { recursive: true });
    compileAndRun(target, 'consumer.ts');
    console.log(
      `${pkg.name}: the packed tarball installs, typechecks and runs in a scratch project`,
    );
  }
  if (smokes.length === 0) throw new Error('No package has a smoke/consumer.ts to run.');

  for (const { dir, pkg } of packages) {
    const examples = readmeExamples(join(dir, 'README.md'));
    if (examples.length === 0) {
      throw new Error(
        `${pkg.name}: its README has no \`ts example\` block for a brand team to run.`,
      );
    }
    const target = join(scratch, `${pkg.name.replace('/', '__')}-readme`);
    mkdirSync(target, { recursive: true });
    examples.forEach(({ lang, code }, index) => {
      const file = `example-${index + 1}.${lang}`;
      writeFileSync(join(target, file), code);
      compileAndRun(target, file);
    });
    console.log(`${pkg.name}: the README's ${examples.length} example(s) compile and run`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
