export const catalogIo = {
  import: 'Importar planilha',
  exportCsv: 'Exportar CSV',
  exportCsvHelp: 'Todo o catálogo, uma linha por variação, separado por vírgulas',
  exportExcel: 'Exportar para Excel',
  exportExcelHelp: 'CSV com ponto e vírgula e vírgula decimal, que o Excel em português abre em colunas',
  importTitle: 'Importar produtos de uma planilha',
  importHelp:
    'Envie um arquivo CSV ou XLSX: produtos novos são criados e os existentes atualizados. Linhas com erro são puladas e listadas no relatório; as demais são gravadas.',
  formatColumns:
    'Uma linha por variação; a primeira linha traz os nomes das colunas (externalId e sku são obrigatórias). Exporte o catálogo para ter um modelo com todas as colunas.',
  formatCsv: 'CSV em UTF-8 ou Windows-1252 (o “CSV” do Excel), separado por vírgula ou ponto e vírgula.',
  formatXlsx:
    'XLSX: só a primeira aba é lida. Planilhas .xls (Excel 97–2003) não são aceitas: salve como .xlsx ou .csv. Até 100 MB.',
  formatUpsert:
    'Vários EANs ou imagens na mesma célula separados por |; o primeiro é o principal. Uma célula vazia apaga o valor; uma coluna ausente não mexe nele.',
  file: 'Arquivo',
  chooseFile: 'Escolher arquivo .csv ou .xlsx',
  wrongType: 'Escolha um arquivo .csv ou .xlsx.',
  send: 'Importar',
  progress: 'Progresso da importação',
  statuses: {
    PENDING: 'Na fila',
    RUNNING: 'Importando',
    DONE: 'Concluída',
    FAILED: 'Falhou',
  } as Record<string, string>,
  rowsRead: (n: number) => `${n} linha(s) lida(s)`,
  rowsOf: (done: number, total: number) => `${done} de ${total} linha(s)`,
  failed: 'A importação parou',
  doneTitle: 'Importação concluída',
  summary: (valid: number, invalid: number) =>
    invalid === 0
      ? `${valid} linha(s) gravada(s), nenhuma com erro.`
      : `${valid} linha(s) gravada(s); ${invalid} com erro não foram gravadas. Corrija-as na planilha e envie de novo.`,
  errors: (n: number) => `Relatório de erros (${n})`,
  downloadErrors: 'Baixar relatório de erros (CSV)',
  errorsTable: 'Erros da importação',
  row: 'Linha',
  field: 'Coluna',
  message: 'Problema',
  firstErrors: (shown: number, total: number) =>
    `Mostrando os primeiros ${shown} de ${total}; o relatório em CSV traz todos.`,
  recent: 'Importações recentes',
  sentAt: 'Enviada em',
  status: 'Situação',
  errorsColumn: 'Erros',
};
