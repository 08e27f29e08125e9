import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProbeApp, type ProbeApp } from '../fuzz/probe-app.ts';
import { loadOperations, type Operation } from '../fuzz/openapi.ts';
import { baselineRequest, send, tokenOf } from '../fuzz/requests.ts';

/**
 * Every paged list of every document, with page and size a number parser would take but no page can
 * be: each is refused with a 400 naming the parameter or clamped, never sent on to the database, and
 * no answer carries the database's own words (issue 37).
 */
const ABSURD = ['Infinity', '-Infinity', 'NaN', '1e400', '-1', '1.5', '99999999999999999999', '0x10', ' 5'];
const DATABASE_WORDS = /out of range|invalid input|syntax error|LIMIT|OFFSET|bigint|overflow/i;

describe('paging parameters', () => {
  let probe: ProbeApp;
  let paged: Operation[];

  beforeAll(async () => {
    probe = await startProbeApp(['P']);
    paged = (await loadOperations(probe.t)).filter(
      (op) =>
        op.method === 'GET' &&
        op.parameters.some((p) => p.in === 'query' && ['page', 'size'].includes(p.name)),
    );
  }, 120_000);
  afterAll(() => probe?.close());

  it('refuses or clamps absurd page and size on every paged list, and shows no database text', async () => {
    const data = probe.sellers[0]!;
    let checked = 0;
    for (const op of paged) {
      // Only lists the plausible request reads: a 400 for another parameter would say nothing of these.
      if ((await send(probe.t, op, baselineRequest(op, data), tokenOf(op, data))).response.statusCode !== 200)
        continue;
      checked++;
      for (const name of ['page', 'size'].filter((n) =>
        op.parameters.some((p) => p.in === 'query' && p.name === n),
      )) {
        for (const value of ABSURD) {
          const parts = baselineRequest(op, data);
          parts.query[name] = value;
          const { url, response } = await send(probe.t, op, parts, tokenOf(op, data));
          const what = `${url}: ${response.body.slice(0, 300)}`;
          expect([200, 400], what).toContain(response.statusCode);
          // A refusal names its bound as `"limit": n` (docs/decisions.md WEB-81): that word is not the database's.
          expect(response.body.replace(/"limit":-?\d+/g, ''), what).not.toMatch(DATABASE_WORDS);
          if (response.statusCode === 400) {
            const problem = response.json<{ detail: string; field?: string; errors?: { field: string }[] }>();
            const fields = [problem.field, ...(problem.errors ?? []).map((e) => e.field)].join(' ');
            expect(`${fields} ${problem.detail}`, what).toContain(name);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  }, 600_000);
});
