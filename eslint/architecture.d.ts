import type { ESLint } from 'eslint';

declare const architecture: ESLint.Plugin;
export default architecture;
