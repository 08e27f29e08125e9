import type { FastifyInstance } from 'fastify';
import type { Runtime } from './runtime.ts';

/**
 * A business module as the app sees it: `setup` registers its consumers and jobs (every role runs it,
 * so the api can send what workers run); `routes` adds its HTTP surface (api roles only).
 */
export interface FeiraModule {
  name: string;
  setup?(rt: Runtime): void;
  routes?(app: FastifyInstance, rt: Runtime): Promise<void>;
}
