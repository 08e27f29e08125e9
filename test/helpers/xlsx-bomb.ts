import zlib from 'node:zlib';

/**
 * XLSX files built byte by byte for the unpacking limits' tests: a minimal workbook whose first sheet
 * holds a header row, and parts that unpack far past their packed size. A part's data is raw deflate
 * made of independently compressed pieces (each ends on a full flush, so pieces can follow each other
 * and one piece can repeat): a few megabytes that unpack to gigabytes, built in milliseconds.
 */

export interface ZipPart {
  name: string;
  /** Raw deflate data, and the size it unpacks to. */
  packed: Buffer;
  unpacked: number;
}

export interface ZipOptions {
  /** Sizes left out of the local headers (flag 3, a data descriptor after the data), as streaming writers do. */
  descriptors?: boolean;
  /** The unpacked size the headers claim instead of the real one (a lying archive). */
  claimedUnpacked?: number;
}

const piece = (text: string | Buffer, last = false) =>
  zlib.deflateRawSync(text, { finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_FULL_FLUSH });

/** A part of `text`, compressed normally. */
function part(name: string, text: string): ZipPart {
  return { name, packed: piece(text, true), unpacked: Buffer.byteLength(text) };
}

/** `head`, then `block` `times` times, then `tail`: the block is compressed once and repeated. */
export function repeatedPart(
  name: string,
  head: string,
  block: string,
  times: number,
  tail: string,
): ZipPart {
  const repeated = piece(block);
  const packed = Buffer.concat([
    piece(head),
    ...Array.from({ length: times }, () => repeated),
    piece(tail, true),
  ]);
  const unpacked = Buffer.byteLength(head) + times * Buffer.byteLength(block) + Buffer.byteLength(tail);
  return { name, packed, unpacked };
}

/** A zip archive of `parts` (deflated, CRC left at 0: the streaming readers do not check it). */
export function zipOf(parts: ZipPart[], options: ZipOptions = {}): Buffer {
  const out: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const unpacked = options.claimedUnpacked ?? p.unpacked;
    const flags = options.descriptors ? 0x08 : 0;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(options.descriptors ? 0 : p.packed.length, 18);
    header.writeUInt32LE(options.descriptors ? 0 : unpacked, 22);
    header.writeUInt16LE(name.length, 26);
    const descriptor = Buffer.alloc(options.descriptors ? 16 : 0);
    if (options.descriptors) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(p.packed.length, 8);
      descriptor.writeUInt32LE(unpacked, 12);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(p.packed.length, 20);
    central.writeUInt32LE(unpacked, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    out.push(header, name, p.packed, descriptor);
    offset += header.length + name.length + p.packed.length + descriptor.length;
  }
  const size = directory.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, ...directory, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The parts of a workbook whose first sheet has one row: `header`, as shared strings 0, 1, 2… */
function workbookParts(header: string[]): ZipPart[] {
  const cells = header.map((_, i) => `<c r="${String.fromCharCode(65 + i)}1" t="s"><v>${i}</v></c>`).join('');
  return [
    part(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/></Types>`,
    ),
    part(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}">` +
        `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}">` +
        `<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}">` +
        `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    part(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData><row r="1">${cells}</row></sheetData></worksheet>`,
    ),
  ];
}

/**
 * An XLSX file whose shared strings unpack to about `megabytes` MB (one string of 32,000 letters after
 * another, after the header's names) from about 100 KB per 100 MB: the shape of the file that took
 * the whole service down by filling the heap with them.
 */
export function sharedStringsBomb(header: string[], megabytes: number, options: ZipOptions = {}): Buffer {
  const strings = header.map((name) => `<si><t>${name}</t></si>`).join('');
  const one = `<si><t>${'A'.repeat(32_000)}</t></si>`;
  const block = one.repeat(Math.ceil((1024 * 1024) / one.length));
  const bomb = repeatedPart(
    'xl/sharedStrings.xml',
    `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${NS}">${strings}`,
    block,
    Math.ceil((megabytes * 1e6) / block.length),
    '</sst>',
  );
  // Shared strings first, as Excel writes them: a reader meets them before the sheet.
  const parts = workbookParts(header);
  return zipOf([...parts.slice(0, 4), bomb, parts[4]!], options);
}

/** A plain workbook of those parts: what a well-formed small upload looks like. */
export function plainWorkbook(header: string[], options: ZipOptions = {}): Buffer {
  const strings = header.map((name) => `<si><t>${name}</t></si>`).join('');
  const sst = part(
    'xl/sharedStrings.xml',
    `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${NS}">${strings}</sst>`,
  );
  const parts = workbookParts(header);
  return zipOf([...parts.slice(0, 4), sst, parts[4]!], options);
}
