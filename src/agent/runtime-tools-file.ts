import type { ToolRuntime, ToolsFile } from '../tools/index.js';

/**
 * The tools file of a runtime's registered tools (name, model-facing description, side effect, JSON Schema), so that
 * tools defined in code (zod schemas) are chosen by the offline chooser exactly like the tools of a tools.json.
 */
export function runtimeToolsFile(runtime: ToolRuntime, fixtures: Record<string, unknown> = {}): ToolsFile {
  return {
    tools: runtime.modelTools().map((definition) => ({
      name: definition.name,
      description: definition.description,
      side_effect: runtime.registry.get(definition.name)?.spec.sideEffect ?? 'none',
      parameters: definition.inputSchema as ToolsFile['tools'][number]['parameters'],
    })),
    fixtures,
  };
}
