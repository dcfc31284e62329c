import type { JsonSchema } from '../spec/tool-spec.js';
import { describeTool } from './define-tool.js';
import type { ToolRegistry } from './tool-registry.js';

/** A tool as a language model is offered it: name, one description text, JSON Schema of the arguments. */
export interface ModelToolDefinition {
  name: string;
  description: string;
  inputSchema: JsonSchema;
}

/** Definitions for the model, for all tools or the named ones (e.g. a Tool RAG selection), in the given order. */
export function modelToolDefinitions(registry: ToolRegistry, names?: string[]): ModelToolDefinition[] {
  const tools = names ? names.map((name) => registry.get(name)).filter((tool) => tool !== undefined) : registry.list();
  return tools.map((tool) => ({ name: tool.spec.name, description: describeTool(tool.spec), inputSchema: tool.parameters }));
}
