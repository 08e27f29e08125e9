import type { DemoChannel } from './demo-channel.ts';
import { amazonDemo } from './amazon.ts';
import { mercadoLivreDemo } from './mercadolivre.ts';

/** The marketplaces demo mode connects the demo seller to, each on its local fake: one line per channel. */
export const demoChannels: readonly DemoChannel[] = [mercadoLivreDemo, amazonDemo];
