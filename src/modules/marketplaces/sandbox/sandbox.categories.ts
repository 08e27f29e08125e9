import type { ChannelCategories, ChannelCategory } from '../channel.ts';
import { ChannelRefusedError } from '../connector.ts';

/** The simulated channels' small category tree: enough to choose one; none requires attributes. */
const CATEGORIES: (ChannelCategory & { words: string[] })[] = [
  { id: 'SBX_CLOTHING', name: 'Roupas', words: ['roupa', 'camiseta', 'camisa', 'calca', 'vestido'] },
  { id: 'SBX_HOME', name: 'Casa e cozinha', words: ['casa', 'cozinha', 'garrafa', 'termica', 'panela'] },
  { id: 'SBX_ELECTRONICS', name: 'Eletrônicos', words: ['eletronico', 'fone', 'cabo', 'carregador'] },
  { id: 'SBX_SPORTS', name: 'Esportes', words: ['esporte', 'bola', 'bicicleta', 'academia'] },
  { id: 'SBX_AUTO', name: 'Autopeças', words: ['auto', 'carro', 'pastilha', 'freio', 'farol'] },
  { id: 'SBX_OTHERS', name: 'Outros', words: ['outro'] },
];

/** Lower case without accents, so "Térmica" finds "termica". */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export const sandboxCategories: ChannelCategories = {
  async search(_rt, _account, search) {
    const words = plain('query' in search ? search.query : search.title)
      .split(/\s+/)
      .filter(Boolean);
    return CATEGORIES.filter((category) =>
      words.some(
        (word) =>
          plain(category.name).includes(word) || category.words.some((known) => word.startsWith(known)),
      ),
    ).map(({ id, name }) => ({ id, name }));
  },
  async attributes(_rt, _account, categoryId) {
    if (!CATEGORIES.some((category) => category.id === categoryId))
      throw new ChannelRefusedError(`sandbox: category ${categoryId} does not exist`);
    return [];
  },
};
