import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decisionProblems, decisionsIndex, readDecisions } from './decisions-index.ts';

const dir = path.resolve(import.meta.dirname, '../docs/decisions');

describe('docs/decisions.md', () => {
  it('is the index `npm run docs:decisions` writes from the area pages', () => {
    expect(fs.readFileSync(path.resolve(dir, '../decisions.md'), 'utf8')).toBe(decisionsIndex(dir));
  });

  it('has no id used twice and no supersession naming a missing entry', () => {
    expect(decisionProblems(dir, readDecisions(dir))).toEqual([]);
  });
});

describe('the index generator', () => {
  /** A decisions folder of one page, every other area page empty. */
  function folder(platform: string): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'feira-decisions-'));
    for (const file of fs.readdirSync(dir))
      fs.writeFileSync(path.join(root, file), `# ${file.replace('.md', '')}\n`);
    fs.writeFileSync(path.join(root, 'platform.md'), platform);
    return root;
  }

  it('marks an entry superseded by a later one, whole or in part, whichever side wrote it down', () => {
    const root = folder(
      [
        '# Platform',
        '## Jobs (issue 7)',
        '- <a id="plt-01"></a>**[PLT-01] First way.** Text.',
        '- <a id="plt-02"></a>**[PLT-02] Second way** (issue 9; supersedes PLT-01). Text.',
        '- <a id="plt-03"></a>**[PLT-03] Third** (superseded by PLT-04). Text.',
        '- <a id="plt-04"></a>**[PLT-04] Fourth** (supersedes the retry part of PLT-02). Text.',
        '',
      ].join('\n'),
    );
    const byId = new Map(readDecisions(root).map((d) => [d.id, d]));
    expect(byId.get('PLT-01')).toMatchObject({ issue: '7', supersededBy: [{ id: 'PLT-02', partly: false }] });
    expect(byId.get('PLT-02')).toMatchObject({ issue: '9', supersededBy: [{ id: 'PLT-04', partly: true }] });
    expect(byId.get('PLT-03')!.supersededBy).toEqual([{ id: 'PLT-04', partly: false }]);
    expect(decisionsIndex(root)).toContain('| Second way | 9 | partly superseded by [PLT-04](#plt-04) |');
  });

  it('finds an id used twice and a supersession of no entry', () => {
    const root = folder(
      [
        '# Platform',
        '- <a id="plt-01"></a>**[PLT-01] One** (issue 1). Text.',
        '- <a id="plt-01"></a>**[PLT-01] Again** (issue 1; supersedes PLT-09). Text.',
        '',
      ].join('\n'),
    );
    fs.writeFileSync(path.join(root, 'stray.md'), '# Stray\n');
    expect(decisionProblems(root, readDecisions(root))).toEqual([
      'PLT-01 is used twice',
      'PLT-01 names PLT-09, which is no entry',
      'docs/decisions/stray.md is not in decisionAreas',
    ]);
  });
});
