import { describe, expect, it } from 'vitest';
import { mergePdfs } from './pdf-merge.ts';

/** A small PDF as a label printer's driver writes one: classic cross-reference table, one content stream per page. */
function pdfOf(texts: string[], options: { inheritMediaBox?: boolean } = {}): Buffer {
  const objects: string[] = [];
  const kids: number[] = [];
  // 1 catalog, 2 pages; then per page: page, content.
  texts.forEach((text, i) => {
    const page = 3 + i * 2;
    const content = `BT /F1 12 Tf 10 10 Td (${text}) Tj ET`;
    kids.push(page);
    objects[page] =
      `<</Type /Page /Parent 2 0 R${options.inheritMediaBox ? '' : ' /MediaBox [0 0 288 432]'} /Contents ${page + 1} 0 R>>`;
    objects[page + 1] = `<</Length ${content.length}>>\nstream\n${content}\nendstream`;
  });
  objects[1] = '<</Type /Catalog /Pages 2 0 R>>';
  objects[2] = `<</Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length}${options.inheritMediaBox ? ' /MediaBox [0 0 100 150]' : ''}>>`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = body.length;
    body += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let n = 1; n < objects.length; n++) body += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<</Size ${objects.length} /Root 1 0 R>>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The texts a PDF's pages show, in page order, read through its own page tree. */
function pageTexts(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const object = (n: number) => new RegExp(`(?:^|\\n)${n} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(text)![1]!;
  const root = Number(/\/Root (\d+) 0 R/.exec(text)![1]);
  const pages = Number(/\/Pages (\d+) 0 R/.exec(object(root))![1]);
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(object(pages))![1]!.matchAll(/(\d+) 0 R/g)].map((m) =>
    Number(m[1]),
  );
  return kids.map((kid) => {
    const page = object(kid);
    expect(page).toContain(`/Parent ${pages} 0 R`);
    const contents = Number(/\/Contents (\d+) 0 R/.exec(page)![1]);
    return /\((.*)\) Tj/.exec(object(contents))![1]!;
  });
}

describe('merging PDF labels into one file', () => {
  it('keeps every page of every file, in order, under one page tree with a cross-reference table that reads', () => {
    const merged = mergePdfs([
      pdfOf(['pedido 1']),
      pdfOf(['pedido 2', 'pedido 2 volume 2']),
      pdfOf(['pedido 3']),
    ])!;
    expect(merged.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageTexts(merged)).toEqual(['pedido 1', 'pedido 2', 'pedido 2 volume 2', 'pedido 3']);
    expect(merged.toString('latin1')).toMatch(/\/Count 4>>/);
    // The result is itself a PDF the merger reads: its offsets are right.
    expect(pageTexts(mergePdfs([merged, pdfOf(['pedido 4'])])!)).toEqual([
      'pedido 1',
      'pedido 2',
      'pedido 2 volume 2',
      'pedido 3',
      'pedido 4',
    ]);
  });

  it('gives each page the size it took from its old page tree', () => {
    const merged = mergePdfs([pdfOf(['a'], { inheritMediaBox: true }), pdfOf(['b'])])!.toString('latin1');
    expect(merged).toMatch(/\/Type \/Page \/Parent \d+ 0 R \/Contents \d+ 0 R\/MediaBox \[0 0 100 150\]>>/);
    expect(merged).toMatch(/\/MediaBox \[0 0 288 432\]/);
  });

  it('answers null for a file it cannot read rather than a broken PDF', () => {
    expect(mergePdfs([pdfOf(['a']), Buffer.from('%PDF-1.4\n% Mercado Envios labels 1\n%%EOF\n')])).toBeNull();
    expect(mergePdfs([Buffer.from('^XA^XZ')])).toBeNull();
    const shifted = pdfOf(['a']).toString('latin1').replace('startxref\n', 'startxref\n1');
    expect(mergePdfs([Buffer.from(shifted, 'latin1')])).toBeNull();
  });
});
