export { loadModuleExecutor } from './load-module-executor.js';
export type { ModuleExecutor } from './load-module-executor.js';
export { createHttpToolExecutor } from './http-tool-executor.js';
export type { HttpToolExecutorOptions } from './http-tool-executor.js';
export { connectMcpToolSource, sideEffectOfMcpTool } from './mcp-tool-source.js';
export type { McpToolSource, McpToolSourceOptions } from './mcp-tool-source.js';
export { bindToolBackends } from './bind-tool-backends.js';
export type { BoundTools, ToolBackends, ToolLoadWarning } from './bind-tool-backends.js';
export { splitCommand } from './split-command.js';
