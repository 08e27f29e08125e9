type Params = Record<string, string | number | undefined>;

/** Why an import row was refused, per code of the report, in the seller's words. */
export const importReasons = {
  required: () => 'Obrigatório.',
  'not-a-number': (p: Params) => `“${p.value}” não é um número.`,
  'not-one-of': (p: Params) => `“${p.value}” não é aceito: use ${p.values}.`,
  'invalid-value': () => 'Valor fora do formato aceito para esta coluna.',
  'not-name-value': (p: Params) => `“${p.value}” não está no formato Nome=Valor (pares separados por ;).`,
  unstorable: () => 'Tem um caractere que não pode ser gravado (caractere nulo ou texto corrompido).',
  'no-header-name': () => 'Há um valor numa coluna sem nome no cabeçalho.',
  'title-required-first-row': () => 'O título é obrigatório na primeira linha de cada produto.',
  'differs-from-first-row': (p: Params) =>
    `Difere da linha ${p.firstRow}, onde o produto ${p.externalId} começa: deixe vazio ou repita o valor.`,
  'duplicate-sku': (p: Params) =>
    `O SKU ${p.sku} aparece duas vezes no produto ${p.externalId} (linha ${p.row}).`,
  'product-not-written': (p: Params) =>
    `O produto ${p.externalId} não foi gravado: a linha ${p.firstRow} tem ${p.field} inválido.`,
  'title-required-new': (p: Params) => `O título é obrigatório: o produto ${p.externalId} é novo.`,
  'category-not-found': (p: Params) => `A categoria ${p.categoryId} não existe.`,
  'sku-in-other-product': (p: Params) => `O SKU ${p.sku} já pertence ao produto ${p.externalId}.`,
  'sku-rename': (p: Params) =>
    `Esta variação tem o SKU ${p.sku}: as linhas são casadas pelo SKU, então uma importação não renomeia SKUs.`,
  ean: () => 'A lista de EANs não é válida.',
  'bad-file': () => 'O arquivo não pôde ser lido: confira o cabeçalho e o formato (CSV ou XLSX).',
  'xlsx-too-large': () =>
    'O arquivo XLSX fica grande demais ao ser descompactado para ser lido: salve-o de novo no Excel, divida-o ou envie em CSV.',
  'upload-interrupted': () => 'O envio foi interrompido antes de o arquivo chegar inteiro: envie-o de novo.',
};
