export const eanReasons = {
  MULTIPLE_MAIN: 'Mais de um EAN marcado como principal: marque apenas um.',
  NO_MAIN: 'Marque um EAN da lista como principal.',
  TOO_MANY: 'Há EANs demais na lista.',
  INVALID_EAN: 'Um dos EANs não é um código EAN/GTIN válido (confira o dígito verificador).',
  EAN_NOT_IN_EANS: 'O EAN principal não está na lista.',
  EAN_NOT_MAIN_OF_EANS: 'O EAN principal não é o marcado como principal na lista.',
} as Record<string, string>;
