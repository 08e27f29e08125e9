export const money = {
  willSave: (amount: string) => `Será salvo: ${amount}`,
  reasons: {
    invalid: 'Digite um valor como 469,90.',
    ambiguous:
      'Valor ambíguo: não dá para saber se o ponto ou a vírgula separa milhar ou centavos. Escreva 1.234,00 ou 1,23.',
    tooManyDecimals: (scale: number) => `Use no máximo ${scale} casas decimais.`,
    negative: 'O valor não pode ser negativo.',
    tooLarge: 'Valor grande demais.',
  },
};
