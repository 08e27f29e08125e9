import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { areaOf, formatProfiles, statementKey, summariseCpu, summariseDatabase } from '../bench/profile.ts';

const root = path.resolve(import.meta.dirname, '..');
const file = (...parts: string[]) => pathToFileURL(path.join(root, ...parts)).href;

describe('bench profile summary', () => {
  it('names the area a sample belongs to from its script', () => {
    expect(areaOf('(garbage collector)', '')).toBe('garbage collector');
    expect(areaOf('(program)', '')).toBe('V8 and native code');
    expect(areaOf('writev', 'node:internal/stream_base_commons')).toBe('node:stream_base_commons');
    expect(areaOf('request', 'node:http')).toBe('node:http');
    expect(areaOf('parse', file('node_modules', 'pg-protocol', 'dist', 'parser.js'))).toBe('pg-protocol');
    expect(areaOf('x', file('node_modules', '@fastify', 'ajv-compiler', 'index.js'))).toBe(
      '@fastify/ajv-compiler',
    );
    expect(areaOf('claim', file('src', 'modules', 'webhooks', 'delivery', 'dispatcher.ts'))).toBe(
      'feira webhooks',
    );
    expect(areaOf('relay', file('src', 'platform', 'events', 'events.ts'))).toBe('feira platform/events');
    expect(areaOf('parse', file('node_modules', 'http-parser-js', 'http-parser.js'))).toBe(
      'load generator (autocannon)',
    );
    expect(areaOf('run', file('bench', 'scenarios', 'prices.ts'))).toBe(
      'bench (load generator, fakes, harness)',
    );
  });

  it('sums self samples per area within the measured window, busiest first, idle apart', () => {
    const frame = (functionName: string, url: string) => ({ functionName, url });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(idle)', '') },
        { id: 2, callFrame: frame('parse', file('node_modules', 'pg-protocol', 'dist', 'parser.js')) },
        { id: 3, callFrame: frame('(garbage collector)', '') },
        { id: 4, callFrame: frame('compile', file('node_modules', 'ajv', 'dist', 'core.js')) },
      ],
      // Microseconds; the offset below puts the first sample at 1 ms of `performance.now()` time.
      startTime: 5_000_000,
      // Set-up (ajv compiling) before the window, then 4 samples in it, then one after.
      samples: [4, 4, 2, 1, 2, 3, 4],
      timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000],
    };
    const summary = summariseCpu(profile, 5000, 2.5, 6.5);
    expect(summary).toEqual({
      samples: 4,
      idle: 1,
      areas: [
        ['pg-protocol', 2],
        ['garbage collector', 1],
      ],
    });
    const text = formatProfiles([
      { scenario: 'prices', windows: [{ name: 'timed batch', cpu: summary, database: null }] },
    ]);
    expect(text).toContain('profile: prices, timed batch — process busy 75 % of 4 samples');
    expect(text).toContain('   67 %  pg-protocol');
  });

  it('shares the database samples of the window among the statements active in them', () => {
    const summary = summariseDatabase(
      [
        { at: 1, keys: ['create table'] },
        { at: 10, keys: ['update ads', 'update ads'] },
        { at: 20, keys: [] },
        { at: 30, keys: ['[Lock:tuple] update ads', 'commit'] },
      ],
      5,
      35,
    );
    expect(summary).toEqual({
      samples: 3,
      busy: 2,
      sessions: 4,
      statements: [
        ['update ads', 2],
        ['[Lock:tuple] update ads', 1],
        ['commit', 1],
      ],
    });
  });

  it('folds a statement to its first words and names a lock wait', () => {
    expect(statementKey('select  1\n  from ads', null)).toBe('select 1 from ads');
    expect(statementKey(`update ads set ${'x'.repeat(200)}`, 'Lock:tuple')).toHaveLength(
      '[Lock:tuple] '.length + 90,
    );
  });
});
