import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as ts from 'typescript';
import type { ApiClient, ApiRequest } from './request';

const packageDir = resolve(__dirname, '..');
const FIXTURE = 'scripts/fixtures/every-shape.openapi.json';
const STALE = 'The api-client is stale: run `pnpm generate:api`';

/** What scripts/generate.mjs produces, by file, without writing anything. */
function generated(document?: string): Record<string, string> {
  const args = ['scripts/generate.mjs', '--print'];
  if (document) args.push(`--document=${document}`);
  const output = execFileSync(process.execPath, args, {
    cwd: packageDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as Record<string, string>;
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(join(packageDir, file), 'utf8');
  } catch {
    return null;
  }
}

describe('the generated client', () => {
  test('is what the committed openapi.json generates (src/generated and the document layout)', () => {
    const files = generated();
    expect(Object.keys(files).sort()).toEqual([
      'openapi.json',
      'src/generated/operations.ts',
      'src/generated/schema.ts',
    ]);
    const stale = Object.keys(files).filter((file) => readOrNull(file) !== files[file]);
    if (stale.length > 0) throw new Error(`${STALE} (differs: ${stale.join(', ')})`);
    expect(stale).toEqual([]);
  });
});

describe('the generator, on a document with every shape of call', () => {
  let files: Record<string, string>;
  let scratch: string;

  beforeAll(() => {
    files = generated(FIXTURE);
    scratch = mkdtempSync(join(tmpdir(), 'api-client-generated-'));
    mkdirSync(join(scratch, 'generated'));
    copyFileSync(join(packageDir, 'src/request.ts'), join(scratch, 'request.ts'));
    for (const name of ['schema.ts', 'operations.ts']) {
      writeFileSync(join(scratch, 'generated', name), files[`src/generated/${name}`] ?? '');
    }
  });

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test('emits code that typechecks, with inputs and results typed from the document', () => {
    // Each line is a claim about the generated types; @ts-expect-error lines must fail to compile.
    writeFileSync(
      join(scratch, 'usage.ts'),
      `import type { ApiClient } from './request';
import * as api from './generated/operations';
declare const client: ApiClient;
export async function usage(): Promise<void> {
  const proposal: { id: string; status: string } = await api.getProposal(client, { id: 'p' });
  const list: Array<{ id: string }> = await api.listProposals(client);
  await api.listProposals(client, { schemeCode: 'flex', statuses: ['a'], 'page-size': 2 });
  // @ts-expect-error not a scheme
  await api.listProposals(client, { schemeCode: 'other' });
  // @ts-expect-error the path parameter is required
  await api.getProposal(client, {});
  const nothing: undefined = await api.deleteProposal(client, { id: 'p' });
  const maybe: { id: string } | undefined = await api.updateProposal(client, { id: 'p' });
  await api.createProposal(client, { body: { schemeCode: 'flex' } });
  // @ts-expect-error the body is required
  await api.createProposal(client, {});
  const bound: { queued: boolean } = await api.bindProposal(client, { id: 'p' }, { idempotencyKey: 'k' });
  // @ts-expect-error the idempotency key is required
  await api.bindProposal(client, { id: 'p' });
  await api.stageUpload(client, { id: 'p', body: new FormData() });
  const pdf: Blob = await api.getPolicyDocument(client, { id: 'p', doc: 'schedule' });
  const html: string = await api.getContentPage(client, { page: 'help' }, { signal: AbortSignal.abort() });
  await api.postRawInsight(client, { body: 'text' });
  const id: api.OperationId = 'getProposal';
  void [proposal, list, nothing, maybe, bound, pdf, html, id];
}
`,
    );
    const program = ts.createProgram([join(scratch, 'usage.ts')], {
      strict: true,
      noEmit: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(problems).toEqual([]);
  });

  test('emits functions that describe each call to the runtime', async () => {
    const { outputText } = ts.transpileModule(files['src/generated/operations.ts'] ?? '', {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    });
    const api: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
    new Function('exports', outputText)(api);
    const sent: Array<{ request: ApiRequest; options: unknown }> = [];
    const client: ApiClient = {
      async request<Result>(request: ApiRequest, options?: unknown) {
        sent.push({ request, options });
        return undefined as Result;
      },
    };
    const form = new FormData();
    await api.listProposals?.(client);
    await api.listProposals?.(client, { schemeCode: 'flex', 'page-size': 5 });
    await api.bindProposal?.(client, { id: 'p', 'x-channel': 'phone' }, { idempotencyKey: 'k' });
    await api.stageUpload?.(client, { id: 'p', body: form });
    await api.getPolicyDocument?.(client, { id: 'p', doc: 'schedule' });
    await api.getContentPage?.(client, { page: 'help' });
    expect(sent).toEqual([
      {
        request: {
          operationId: 'listProposals',
          method: 'GET',
          path: '/api/proposals',
          secured: true,
          query: { schemeCode: undefined, statuses: undefined, 'page-size': undefined },
        },
        options: undefined,
      },
      {
        request: expect.objectContaining({
          query: { schemeCode: 'flex', statuses: undefined, 'page-size': 5 },
        }),
        options: undefined,
      },
      {
        request: {
          operationId: 'bindProposal',
          method: 'POST',
          path: '/api/proposals/{id}/bind',
          secured: true,
          pathParams: { id: 'p' },
          headers: { 'x-channel': 'phone' },
        },
        options: { idempotencyKey: 'k' },
      },
      {
        request: expect.objectContaining({
          body: form,
          bodyType: 'multipart',
          pathParams: { id: 'p' },
        }),
        options: undefined,
      },
      {
        request: expect.objectContaining({
          pathParams: { id: 'p', doc: 'schedule' },
          responseType: 'blob',
        }),
        options: undefined,
      },
      {
        request: expect.objectContaining({ secured: false, responseType: 'text' }),
        options: undefined,
      },
    ]);
  });

  test('is byte-identical when generated again', () => {
    expect(generated(FIXTURE)).toEqual(files);
  });

  test('lists every operation once, grouped by tag then name', () => {
    const source = files['src/generated/operations.ts'] ?? '';
    const functions = [...source.matchAll(/^export function (\w+)/gm)].map((match) => match[1]);
    expect(functions).toEqual([
      'getContentPage',
      'postRawInsight',
      'getPolicyDocument',
      'stageUpload',
      'bindProposal',
      'createProposal',
      'deleteProposal',
      'getProposal',
      'listProposals',
      'updateProposal',
    ]);
    expect(source).toContain('@deprecated');
    expect(source).toContain('comment end *\\/ must not');
  });

  test('refuses a document whose operations cannot be named', () => {
    const document = JSON.parse(readFileSync(join(packageDir, FIXTURE), 'utf8'));
    delete document.paths['/api/proposals'].get.operationId;
    const broken = join(scratch, 'broken.openapi.json');
    writeFileSync(broken, JSON.stringify(document));
    expect(() =>
      execFileSync(process.execPath, ['scripts/generate.mjs', '--print', `--document=${broken}`], {
        cwd: packageDir,
        stdio: 'pipe',
      }),
    ).toThrow(/GET \/api\/proposals: needs an operationId/);
  });
});
