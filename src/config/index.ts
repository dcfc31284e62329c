export { resolveConfig, isInteractive } from './resolve-config.js';
export type { AnkerConfig, AnkerConfigInput } from './resolve-config.js';
