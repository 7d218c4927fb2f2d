import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { buildOpenApiDocument, serialiseOpenApiDocument } from './openapi-document';

// The committed document @brand/api-client is generated from.
const COMMITTED = resolve(__dirname, '../../../packages/api-client/openapi.json');
const STALE = 'The OpenAPI document is stale: run `pnpm generate:api`';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Operation = { operationId?: string; tags?: string[]; summary?: string };

let document: Record<string, unknown>;

// Building the document starts a platform on PGlite: under two jest workers on two cores (the
// PostgreSQL step) that ran past the 30 s a hook has, so it has two minutes.
beforeAll(async () => {
  document = await buildOpenApiDocument();
}, 120_000);

function operations(): Array<[string, Operation]> {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]): [string, Operation] => [
        `${method.toUpperCase()} ${path}`,
        operation,
      ]),
  );
}

describe('the OpenAPI document', () => {
  test('names a relative server, so it does not depend on where it was exported', () => {
    expect(document.servers).toEqual([{ url: '/' }]);
    expect(document.openapi).toBe('3.1.0');
  });

  test('gives every call a unique camelCase operationId, tags and a summary', () => {
    const calls = operations();
    expect(calls.length).toBeGreaterThan(0);
    const missing = calls
      .filter(
        ([, op]) =>
          !/^[a-z][A-Za-z0-9]*$/.test(op.operationId ?? '') || !op.tags?.length || !op.summary,
      )
      .map(([call]) => call);
    expect(missing).toEqual([]);
    const ids = calls.map(([, op]) => op.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  test('serialises byte-identically with sorted keys', () => {
    const text = serialiseOpenApiDocument(document);
    expect(serialiseOpenApiDocument(JSON.parse(text))).toBe(text);
    expect(Object.keys(JSON.parse(text))).toEqual([...Object.keys(JSON.parse(text))].sort());
  });

  test('matches packages/api-client/openapi.json (UPDATE_OPENAPI=1 rewrites it)', () => {
    const exported = serialiseOpenApiDocument(document);
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(COMMITTED, exported);
    let committed: unknown = null;
    try {
      committed = JSON.parse(readFileSync(COMMITTED, 'utf8'));
    } catch {
      // Missing or not JSON: stale all the same.
    }
    // Compared as data: the api-client's generate step lays the file out with Biome.
    if (!isDeepStrictEqual(committed, JSON.parse(exported))) throw new Error(STALE);
    expect(committed).toEqual(JSON.parse(exported));
  });
});
