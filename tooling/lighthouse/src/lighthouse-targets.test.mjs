import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatTable, median, pageLine } from './lighthouse-targets.mjs';

test('the median of three runs is the middle one, whatever their order', () => {
  assert.equal(median([97, 91, 99]), 97);
  assert.equal(median([2400, 1100, 1300]), 1300);
});

test("a page's line says which target its medians meet", () => {
  const page = { name: 'flex entry', path: '/flex', score: 98, lcpMs: 1200 };
  const line = pageLine(page, [
    { score: 99, lcpMs: 1300 },
    { score: 98, lcpMs: 1250 },
    { score: 90, lcpMs: 900 },
  ]);
  assert.equal(line.score, 98);
  assert.equal(line.scoreMet, true);
  assert.equal(line.lcpMs, 1250);
  assert.equal(line.lcpMet, false);
  assert.match(formatTable([line]), /\/flex\s+98 \(≥ 98\) met\s+1\.25 s \(≤ 1\.2 s\) NOT MET/);
});
