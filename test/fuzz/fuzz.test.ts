import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TestApp } from '../helpers/test-app.ts';
import { changedTables, type Digest, type Digester } from './digest.ts';
import { describeCase, familyNames, mutate, targetsOf, type Family, type Target } from './nasty-values.ts';
import { loadOperations, type Operation } from './openapi.ts';
import { baselineRequest, inRunOrder, send, tokenOf } from './requests.ts';
import { startProbeApp, type ProbeApp } from './probe-app.ts';
import type { SellerData } from './seller-data.ts';

/**
 * The probe of issue 21, permanent: every operation of the three OpenAPI documents gets plausible
 * requests with one place replaced by a boundary, overflow, NUL, lone surrogate, deep, wrong-type or
 * huge value (path, query and body), with a token holding every scope over a seller that has data in
 * every module. No answer may be a 5xx, and a refused request (4xx) must leave every row of the
 * seller as it was. The workers are stopped once the seeding has settled, so only requests change
 * the database.
 *
 *   FUZZ_RUNS   cases per operation (default 6; `FUZZ_RUNS=200 npm test -- test/fuzz` for a long run)
 *   FUZZ_SEED   the run's seed (printed; default fixed so `npm test` is repeatable)
 *   FUZZ_OP     only this operation, e.g. `FUZZ_OP="POST /integration/brands"` (with FUZZ_SEED and
 *               FUZZ_PATH, both printed with a failure, it replays that case)
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 21_0421);
const ONLY = process.env.FUZZ_OP;
const PATH = process.env.FUZZ_PATH;

const STORED_REFUSAL = 'A value cannot be stored';

interface Case {
  target: Target;
  family: Family;
  variant: number;
}

/** One seed per operation, from the run's seed, so an operation's cases do not depend on the others'. */
function seedOf(op: Operation): number {
  let hash = SEED | 0;
  for (const char of op.key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

describe('OpenAPI fuzz', () => {
  let probe: ProbeApp;
  let t: TestApp;
  let data: SellerData;
  let digests: Digester;

  beforeAll(async () => {
    probe = await startProbeApp(['F']);
    ({ t, digests } = probe);
    data = probe.sellers[0]!;
  }, 120_000);
  afterAll(() => probe?.close());

  it(
    'answers every generated request of every operation without a 5xx, and a refused one writes nothing',
    async () => {
      const operations = inRunOrder(await loadOperations(t)).filter((op) => !ONLY || op.key === ONLY);
      expect(operations.length, `no operation ${ONLY}`).toBeGreaterThan(0);
      console.log(`fuzz: seed ${SEED}, ${RUNS} cases per operation, ${operations.length} operations`);
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      let tried = 0;
      let current: Digest = await digests.digest(data.sellerId);
      let transaction = await digests.nextTransaction();

      for (const op of operations) {
        const baseline = baselineRequest(op, data);
        const targets = targetsOf(op, baseline);
        const arbitrary = fc.record({
          target: fc.constantFrom(...targets),
          family: fc.constantFrom(...familyNames),
          variant: fc.nat({ max: 100 }),
        });
        const result = await fc.check(
          fc.asyncProperty(arbitrary, async (c: Case) => {
            const parts = mutate(baseline, c.target, c.family, c.variant);
            const { url, response } = await send(t, op, parts, tokenOf(op, data));
            tried++;
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const label = `${op.key} with ${describeCase(c.target, c.family, c.variant)} (${url.slice(0, 120)})`;
            if (response.statusCode >= 500)
              throw new Error(`${label}: ${response.statusCode} ${response.body}`);
            // The database's refusal is a 400 too (docs/decisions.md, "Input limits"), but the schema
            // should have refused the value first.
            if (
              response.statusCode === 400 &&
              String(response.headers['content-type']).includes('json') &&
              response.json().detail?.startsWith(STORED_REFUSAL)
            ) {
              throw new Error(`${label}: reached the database, which refused it: ${response.body}`);
            }
            const next = await digests.nextTransaction();
            if (next === transaction) return;
            const after = await digests.digest(data.sellerId);
            if (response.statusCode >= 400) {
              const changed = changedTables(current, after);
              if (changed.length) {
                throw new Error(`${label}: ${response.statusCode} but wrote to ${changed.join(', ')}`);
              }
            }
            current = after;
            transaction = await digests.nextTransaction();
          }),
          {
            seed: seedOf(op),
            numRuns: RUNS,
            ...(PATH && ONLY ? { path: PATH } : {}),
            // The service keeps state between cases: shrinking would replay against changed data.
            endOnFailure: true,
          },
        );
        if (result.failed) {
          const error =
            result.errorInstance instanceof Error
              ? result.errorInstance.message
              : String(result.errorInstance);
          failures.push(
            `${error.slice(0, 600)}\n  replay: FUZZ_SEED=${SEED} FUZZ_OP="${op.key}" FUZZ_PATH="${result.counterexamplePath}"`,
          );
          current = await digests.digest(data.sellerId);
          transaction = await digests.nextTransaction();
        }
      }
      const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
      console.log(`fuzz: ${operations.length} operations, ${tried} requests; statuses ${byStatus.join(' ')}`);
      expect(failures, failures.join('\n\n')).toEqual([]);
    },
    30 * 60_000,
  );
});
