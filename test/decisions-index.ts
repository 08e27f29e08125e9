/**
 * `npm run docs:decisions`: writes docs/decisions.md, the index of every decision, from the area pages
 * under docs/decisions/ (the entries themselves live there). `test/decisions-index.test.ts` fails when the
 * index on disk is not what this writes, so a new entry cannot be left out of it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The area pages, in the index's order. A page missing from this list fails the test. */
export const decisionAreas = [
  'platform',
  'access',
  'catalog',
  'ads-and-marketplaces',
  'prices-stock-promotions',
  'price-formation',
  'freight',
  'orders',
  'reconciliation',
  'webhooks',
  'integration-api',
  'web-admin',
  'security',
  'operations',
] as const;

export interface Decision {
  id: string;
  title: string;
  issue: string | null;
  area: string;
  /** The heading of the area page's section it sits in, if the page has sections. */
  section: string | null;
  /** What the entry's own note says it replaces: ids, and whether only in part. */
  supersedes: { id: string; partly: boolean }[];
  supersededBy: { id: string; partly: boolean }[];
}

const ENTRY = /^- <a id="([a-z]+-\d+)"><\/a>\*\*\[([A-Z]+-\d+)\] (.+?)\*\*(.*)$/;
const ID = /\b[A-Z]{2,4}-\d{2,3}\b/g;

/** The clauses of the parenthesis right after an entry's title: `(issue 43; supersedes SEC-20)`. */
function noteOf(rest: string): string[] {
  const match = /^[.:]?\s*\(([^)]*)\)/.exec(rest);
  return match ? match[1]!.split(';').map((clause) => clause.trim()) : [];
}

/** `supersedes X` names X whole; any other words in the clause (`the ad part of X`) make it a part. */
function named(clause: string, verb: string): { id: string; partly: boolean }[] {
  if (!clause.startsWith(verb)) return [];
  const ids = clause.match(ID) ?? [];
  const whole = clause
    .slice(verb.length)
    .replace(ID, '')
    .replace(/,|\band\b/g, '')
    .trim();
  return ids.map((id) => ({ id, partly: whole !== '' }));
}

export function readDecisions(dir: string): Decision[] {
  const decisions: Decision[] = [];
  for (const area of decisionAreas) {
    const text = fs.readFileSync(path.join(dir, `${area}.md`), 'utf8');
    // Entries without an issue of their own were decided in their section's (`## … (issue 22)`, `From issue 2.`).
    let sectionIssue: string | null = null;
    let section: string | null = null;
    for (const line of text.split('\n')) {
      if (line.startsWith('## ')) {
        section = line.slice(3).trim();
        sectionIssue = null;
      }
      const decided = /^## .*\(issues? (\d+)/.exec(line) ?? /^From issues? (\d+)/.exec(line);
      if (decided) sectionIssue = decided[1]!;
      const match = ENTRY.exec(line);
      if (!match) continue;
      const [, anchor, id, title, rest] = match;
      if (anchor !== id!.toLowerCase()) throw new Error(`${area}.md: anchor ${anchor} on ${id}`);
      const note = noteOf(rest!);
      decisions.push({
        id: id!,
        title: title!.replace(/[.:]$/, ''),
        issue: note.map((clause) => /^issues? (\d+)/.exec(clause)?.[1]).find(Boolean) ?? sectionIssue,
        area,
        section,
        supersedes: note.flatMap((clause) => named(clause, 'supersedes')),
        supersededBy: note.flatMap((clause) => named(clause, 'superseded by')),
      });
    }
  }
  // What one entry says it supersedes, the other is superseded by, whichever of the two wrote it down.
  const byId = new Map(decisions.map((d) => [d.id, d]));
  for (const decision of decisions)
    for (const { id, partly } of decision.supersedes) {
      const older = byId.get(id);
      if (older && !older.supersededBy.some((s) => s.id === decision.id))
        older.supersededBy.push({ id: decision.id, partly });
    }
  return decisions;
}

/** Problems a reader would trip on: an id used twice, a supersession naming no entry, a page not listed. */
export function decisionProblems(dir: string, decisions: Decision[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const d of decisions) {
    if (seen.has(d.id)) problems.push(`${d.id} is used twice`);
    seen.add(d.id);
  }
  for (const d of decisions)
    for (const s of [...d.supersedes, ...d.supersededBy])
      if (!seen.has(s.id)) problems.push(`${d.id} names ${s.id}, which is no entry`);
  const listed = new Set<string>(decisionAreas);
  for (const file of fs.readdirSync(dir))
    if (file.endsWith('.md') && !listed.has(file.slice(0, -3)))
      problems.push(`docs/decisions/${file} is not in decisionAreas`);
  return problems;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

function statusOf(d: Decision): string {
  if (d.supersededBy.length === 0) return 'in force';
  return d.supersededBy
    .map((s) => `${s.partly ? 'partly superseded' : 'superseded'} by [${s.id}](#${s.id.toLowerCase()})`)
    .join('; ');
}

/** The generated docs/decisions.md. */
export function decisionsIndex(dir: string): string {
  const decisions = readDecisions(dir);
  const lines = [
    '# Decisions',
    '',
    '<!-- Generated by `npm run docs:decisions` from docs/decisions/*.md: edit those pages, not this one. -->',
    '',
    'Short entries for what the API contract and the architecture (`docs/architecture.md`) leave open. Each has',
    'a stable id (`CAT-07`) that code and docs cite; an id is never reused, and a new entry takes the next free',
    'number of its prefix. The entries live on one page per area under `docs/decisions/`; this index lists them',
    'all, with the issue that decided each and whether a later entry superseded it.',
    '',
    '## Contents',
    '',
  ];
  const areas = decisionAreas.map((area) => {
    const page = fs.readFileSync(path.join(dir, `${area}.md`), 'utf8');
    const heading = /^# (.+)$/m.exec(page)?.[1] ?? area;
    return { area, heading, entries: decisions.filter((d) => d.area === area) };
  });
  for (const { area, heading, entries } of areas) {
    const prefixes = Map.groupBy(entries, (d) => d.id.split('-')[0]!);
    const ranges = [...prefixes]
      .map(([, list]) => {
        const sorted = list.map((d) => d.id).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
        return sorted.length === 1 ? sorted[0] : `${sorted[0]} … ${sorted.at(-1)}`;
      })
      .join(', ');
    const anchor = heading
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replaceAll(' ', '-');
    lines.push(`- [${heading}](#${anchor}) — ${ranges} ([page](decisions/${area}.md))`);
  }
  for (const { area, heading, entries } of areas) {
    lines.push('', `## ${heading}`);
    // The page's sections keep their headings here, so "docs/decisions.md, "Crash safety"" still finds them.
    for (const [section, list] of Map.groupBy(entries, (d) => d.section)) {
      if (section) lines.push('', `### ${section}`);
      lines.push('', '| Id | Decision | Issue | Status |', '| --- | --- | --- | --- |');
      for (const d of list)
        lines.push(
          `| <a id="${d.id.toLowerCase()}"></a>[${d.id}](decisions/${area}.md#${d.id.toLowerCase()}) | ${cell(d.title)} | ${d.issue ?? ''} | ${statusOf(d)} |`,
        );
    }
  }
  return lines.join('\n') + '\n';
}

if (import.meta.main) {
  const dir = path.resolve(import.meta.dirname, '../docs/decisions');
  const problems = decisionProblems(dir, readDecisions(dir));
  for (const problem of problems) console.error(`decisions: ${problem}`);
  fs.writeFileSync(path.resolve(dir, '../decisions.md'), decisionsIndex(dir));
  process.exitCode = problems.length ? 1 : 0;
}
