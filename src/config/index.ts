export { resolveConfig, isInteractive } from './resolve-config.js';
export type { AnkerConfig, AnkerConfigInput } from './resolve-config.js';
export { resolveServerConfig } from './resolve-server-config.js';
export type { ServerConfig, ServerConfigInput } from './resolve-server-config.js';
export { loadConfigFile, CONFIG_FILE_NAME } from './config-file.js';
export type { ConfigFile, ServeFileOptions } from './config-file.js';
