export { resolveConfig, isInteractive } from './resolve-config.js';
export type { AnkerConfig, AnkerConfigInput } from './resolve-config.js';
export { resolveServerConfig } from './resolve-server-config.js';
export type { ServerConfig, ServerConfigInput } from './resolve-server-config.js';
