/**
 * Several PDF labels as one PDF, pages in the order given (docs/decisions.md WEB-82), without a PDF
 * library: each file's objects are read through its classic cross-reference table (an object runs
 * from its offset to the next one's, so stream bytes are never scanned), renumbered past the previous
 * files', and every page is hung under one new page tree. A file this cannot read (cross-reference
 * streams, encryption) answers null, and the caller offers the labels one by one instead.
 */

interface ParsedPdf {
  objects: Map<number, string>;
  root: number;
}

const REF = /(\d+)\s+(\d+)\s+R\b/g;
/** Page attributes a page may take from its ancestors in the page tree. */
const INHERITED = ['Resources', 'MediaBox', 'CropBox', 'Rotate'] as const;

function xrefOffsets(text: string, start: number, seen: Map<number, number>, depth = 0): string | null {
  if (depth > 32 || text.slice(start, start + 4) !== 'xref') return null;
  const trailerAt = text.indexOf('trailer', start);
  if (trailerAt < 0) return null;
  const lines = text
    .slice(start + 4, trailerAt)
    .trim()
    .split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length;) {
    const [first, count] = lines[i]!.trim().split(/\s+/).map(Number);
    if (first === undefined || count === undefined || Number.isNaN(first) || Number.isNaN(count)) return null;
    for (let n = 0; n < count; n++) {
      const entry = /^(\d{10}) (\d{5}) ([nf])/.exec(lines[i + 1 + n]?.trim() ?? '');
      if (!entry) return null;
      // The newest section is read first: an object it lists keeps that offset.
      if (entry[3] === 'n' && !seen.has(first + n)) seen.set(first + n, Number(entry[1]));
    }
    i += count + 1;
  }
  const trailer = text.slice(trailerAt, text.indexOf('>>', trailerAt) + 2);
  const prev = /\/Prev\s+(\d+)/.exec(trailer);
  if (prev) xrefOffsets(text, Number(prev[1]), seen, depth + 1);
  return trailer;
}

function parsePdf(bytes: Buffer): ParsedPdf | null {
  const text = bytes.toString('latin1');
  if (!text.startsWith('%PDF-')) return null;
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text.slice(-1024));
  if (!startxref) return null;
  const offsets = new Map<number, number>();
  const trailer = xrefOffsets(text, Number(startxref[1]), offsets);
  const root = trailer && /\/Root\s+(\d+)\s+\d+\s+R/.exec(trailer);
  if (!root || /\/Encrypt\b/.test(trailer)) return null;
  const sorted = [...new Set([...offsets.values(), Number(startxref[1])])].sort((a, b) => a - b);
  const objects = new Map<number, string>();
  for (const [number, offset] of offsets) {
    const next = sorted.find((at) => at > offset) ?? text.length;
    const chunk = text.slice(offset, next);
    const header = new RegExp(`^${number}\\s+\\d+\\s+obj\\b`).exec(chunk);
    const end = chunk.lastIndexOf('endobj');
    if (!header || end < 0) return null;
    objects.set(number, chunk.slice(header[0].length, end).trim());
  }
  return { objects, root: Number(root[1]) };
}

/** The dictionary part of an object (a stream's bytes stay as they are). */
function split(body: string): [string, string] {
  const at = body.search(/\bstream(\r\n|\n)/);
  return at < 0 ? [body, ''] : [body.slice(0, at), body.slice(at)];
}

function refOf(dictionary: string, key: string): number | undefined {
  const match = new RegExp(`/${key}\\s+(\\d+)\\s+\\d+\\s+R`).exec(dictionary);
  return match ? Number(match[1]) : undefined;
}

/** A direct or referenced value of `key` in a dictionary, as written (a referenced one stays a reference). */
function valueOf(dictionary: string, key: string): string | undefined {
  const match = new RegExp(
    `/${key}(?=[\\s/\\[<(])\\s*(\\d+\\s+\\d+\\s+R|\\[[^\\]]*\\]|<<(?:[^<>]|<<[^<>]*>>)*>>|[\\d.-]+)`,
  ).exec(dictionary);
  return match?.[1];
}

/** The leaf pages of a page tree, in reading order, each with the attributes it inherits. */
function pagesOf(
  pdf: ParsedPdf,
  node: number,
  inherited: Record<string, string>,
  out: { page: number; inherited: Record<string, string> }[],
  depth = 0,
): boolean {
  const body = pdf.objects.get(node);
  if (body === undefined || depth > 64) return false;
  const [dictionary] = split(body);
  if (/\/Type\s*\/Page\b(?!s)/.test(dictionary)) {
    out.push({ page: node, inherited });
    return true;
  }
  const kids = /\/Kids\s*\[([^\]]*)\]/.exec(dictionary);
  if (!kids) return false;
  const mine = { ...inherited };
  for (const key of INHERITED) {
    const value = valueOf(dictionary, key);
    if (value) mine[key] = value;
  }
  for (const kid of kids[1]!.matchAll(REF))
    if (!pagesOf(pdf, Number(kid[1]), mine, out, depth + 1)) return false;
  return true;
}

/** One PDF holding every page of `files` in order, or null when one of them cannot be read. */
export function mergePdfs(files: readonly Buffer[]): Buffer | null {
  const parts: string[] = [];
  const kids: number[] = [];
  let next = 1;
  for (const file of files) {
    const pdf = parsePdf(file);
    if (!pdf) return null;
    const catalog = pdf.objects.get(pdf.root);
    const pagesRoot = catalog === undefined ? undefined : refOf(split(catalog)[0], 'Pages');
    const pages: { page: number; inherited: Record<string, string> }[] = [];
    if (pagesRoot === undefined || !pagesOf(pdf, pagesRoot, {}, pages) || pages.length === 0) return null;
    const base = next - 1;
    const renumber = (text: string) => text.replace(REF, (_m, n: string) => `${Number(n) + base} 0 R`);
    const pageSet = new Map(pages.map((p) => [p.page, p.inherited]));
    for (const [number, body] of pdf.objects) {
      const [original, stream] = split(body);
      let dictionary = original;
      const inherited = pageSet.get(number);
      if (inherited) {
        for (const [key, value] of Object.entries(inherited)) {
          if (valueOf(dictionary, key) === undefined)
            dictionary = dictionary.replace(/>>\s*$/, `/${key} ${value}>>`);
        }
        // The page's parent becomes the merged tree (written as a placeholder, set below).
        dictionary = dictionary.replace(/\/Parent\s+\d+\s+\d+\s+R/, '/Parent @PAGES@');
      }
      parts.push(`${number + base} 0 obj\n${renumber(dictionary)}${stream}\nendobj\n`);
      next = Math.max(next, number + base + 1);
    }
    kids.push(...pages.map((p) => p.page + base));
  }
  const pagesId = next;
  const catalogId = next + 1;
  const header = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const objects = [
    ...parts.map((part) => part.replace('@PAGES@', `${pagesId} 0 R`)),
    `${pagesId} 0 obj\n<</Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length}>>\nendobj\n`,
    `${catalogId} 0 obj\n<</Type /Catalog /Pages ${pagesId} 0 R>>\nendobj\n`,
  ];
  const offsets = new Map<number, number>();
  let body = header;
  for (const object of objects) {
    offsets.set(Number(/^(\d+)/.exec(object)![1]), Buffer.byteLength(body, 'latin1'));
    body += object;
  }
  const size = catalogId + 1;
  const xrefAt = Buffer.byteLength(body, 'latin1');
  let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let n = 1; n < size; n++) {
    const at = offsets.get(n);
    xref += at === undefined ? '0000000000 65535 f \n' : `${String(at).padStart(10, '0')} 00000 n \n`;
  }
  body += `${xref}trailer\n<</Size ${size} /Root ${catalogId} 0 R>>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
