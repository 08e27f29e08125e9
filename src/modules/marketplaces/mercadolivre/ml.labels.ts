import zlib from 'node:zlib';

/**
 * The first file of a ZIP archive, as Mercado Livre answers `zpl2` labels (`Etiqueta de envio.txt`):
 * found through the central directory (sizes there are exact even when the local header defers them
 * to a data descriptor), then stored or deflated data read from its local header. Throws on anything
 * that is not such an archive.
 */
function firstZipEntry(zip: Buffer): { name: string; data: Buffer } {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > zip.length) throw new Error('not a ZIP archive (no end of central directory)');
  const central = zip.readUInt32LE(end + 16);
  if (central + 46 > zip.length || zip.readUInt32LE(central) !== 0x02014b50)
    throw new Error('not a ZIP archive (no central directory)');
  const method = zip.readUInt16LE(central + 10);
  const size = zip.readUInt32LE(central + 20);
  const nameLength = zip.readUInt16LE(central + 28);
  const name = zip.subarray(central + 46, central + 46 + nameLength).toString('utf8');
  const local = zip.readUInt32LE(central + 42);
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50)
    throw new Error('not a ZIP archive (no local header)');
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  if (start + size > zip.length) throw new Error('ZIP entry cut short');
  const raw = zip.subarray(start, start + size);
  if (method === 0) return { name, data: raw };
  if (method === 8) return { name, data: zlib.inflateRawSync(raw) };
  throw new Error(`ZIP entry compressed with method ${method}`);
}

/** A ZPL label's text: unzipped when the channel zipped it; refused when it is not text. */
export function zplText(body: Buffer): string {
  const isZip = body.length >= 4 && body.readUInt32LE(0) === 0x04034b50;
  const text = (isZip ? firstZipEntry(body).data : body).toString('utf8');
  if (text.includes('\u0000') || !text.includes('^XA')) throw new Error('the label is not ZPL text');
  return text;
}
