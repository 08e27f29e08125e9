/** What the XLSX reading thread and its parent say to each other (import.xlsx.ts, import.xlsx-worker.ts). */

export interface XlsxRow {
  row: number;
  cells: string[];
}

/** Read 1 checks the archive's limits, read 2 parses it: each has its own stream of the file. */
export type Pass = 1 | 2;

export type ToReader =
  | { type: 'chunk'; pass: Pass; data: Uint8Array }
  | { type: 'end'; pass: Pass }
  /** The rows posted last are taken: parse the next batch. */
  | { type: 'more' };

export type FromReader =
  | { type: 'pull'; pass: Pass }
  | { type: 'rows'; rows: XlsxRow[] }
  | { type: 'done' }
  /** A limit of the archive was passed (import.zip-guard.ts). */
  | { type: 'refused'; part: string; message: string }
  | { type: 'unreadable'; message: string };
