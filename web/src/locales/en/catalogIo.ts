import type { catalogIo as pt } from '../pt/catalogIo.ts';

export const catalogIo: typeof pt = {
  import: 'Import spreadsheet',
  exportCsv: 'Export CSV',
  exportCsvHelp: 'The whole catalog, one row per variation, comma separated',
  exportExcel: 'Export for Excel',
  exportExcelHelp: 'CSV with semicolons and decimal commas, which Excel in Portuguese opens as columns',
  importTitle: 'Import products from a spreadsheet',
  importHelp:
    'Send a CSV or XLSX file: new products are created and existing ones updated. Rows with errors are skipped and listed in the report; the others are saved.',
  formatColumns:
    'One row per variation; the first row holds the column names (externalId and sku are required). Export the catalog to get a template with every column.',
  formatCsv: 'CSV in UTF-8 or Windows-1252 (Excel’s “CSV”), separated by commas or semicolons.',
  formatXlsx:
    'XLSX: only the first sheet is read. .xls files (Excel 97–2003) are not accepted: save as .xlsx or .csv. Up to 100 MB.',
  formatUpsert:
    'Several EANs or images in one cell separated by |; the first is the main one. An empty cell clears the value; a missing column leaves it alone.',
  file: 'File',
  chooseFile: 'Choose a .csv or .xlsx file',
  wrongType: 'Choose a .csv or .xlsx file.',
  send: 'Import',
  progress: 'Import progress',
  statuses: {
    PENDING: 'Queued',
    RUNNING: 'Importing',
    DONE: 'Finished',
    FAILED: 'Failed',
  },
  rowsRead: (n) => `${n} row(s) read`,
  rowsOf: (done, total) => `${done} of ${total} row(s)`,
  failed: 'The import stopped',
  doneTitle: 'Import finished',
  summary: (valid, invalid) =>
    invalid === 0
      ? `${valid} row(s) saved, none with errors.`
      : `${valid} row(s) saved; ${invalid} with errors were not. Fix them in the spreadsheet and send it again.`,
  errors: (n) => `Error report (${n})`,
  downloadErrors: 'Download the error report (CSV)',
  errorsTable: 'Import errors',
  row: 'Row',
  field: 'Column',
  message: 'Problem',
  firstErrors: (shown, total) => `Showing the first ${shown} of ${total}; the CSV report has them all.`,
  recent: 'Recent imports',
  sentAt: 'Sent',
  status: 'Status',
  errorsColumn: 'Errors',
};
