/**
 * Postal codes (CEP): 8 digits, leading zeros matter, so they are kept as 8-digit strings at the
 * edges and compared as integers inside (an integer range index is what makes the lookup fast).
 */

const CEP = /^(\d{5})-?(\d{3})$/;

/** Configuration accepts `01310-100` as well as `01310100` (how analysts type them). */
export function parseConfigPostalCode(raw: string): number | null {
  const match = CEP.exec(raw.trim());
  return match ? Number(match[1]! + match[2]!) : null;
}

export function formatPostalCode(cep: number): string {
  return String(cep).padStart(8, '0');
}

export interface PostalRange {
  start: number;
  end: number;
}

function rangesOverlap(a: PostalRange, b: PostalRange): boolean {
  return a.start <= b.end && b.start <= a.end;
}

/** The first pair of overlapping ranges (by index), if any. */
export function findOverlappingRanges(ranges: readonly PostalRange[]): [number, number] | null {
  for (let i = 0; i < ranges.length; i++) {
    for (let j = i + 1; j < ranges.length; j++) {
      if (rangesOverlap(ranges[i]!, ranges[j]!)) return [i, j];
    }
  }
  return null;
}
