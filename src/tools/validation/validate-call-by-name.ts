import type { ToolErrorResult } from '../../spec/tool.js';
import { invalidArgument } from '../tool-error.js';
import type { ToolRegistry } from '../tool-registry.js';
import { closestMatch } from './edit-distance.js';
import { validateToolCall, type ValidationResult } from './validate-tool-call.js';

/** The structured error for a tool name the registry does not know, listing the available tools. */
export function unknownToolError(registry: ToolRegistry, toolName: string): ToolErrorResult {
  const messages = registry.messages;
  const available = registry.names();
  const closest = closestMatch(toolName, available);
  const hint = [closest ? messages.didYouMean(closest) : '', messages.unknownToolHint(available)].filter(Boolean).join(' ');
  return invalidArgument('tool', toolName, messages.unknownTool(toolName, available), hint);
}

/** Validates a call by tool name; an unknown name is an INVALID_ARGUMENT on `tool`. */
export async function validateCallByName(registry: ToolRegistry, toolName: string, rawArguments: unknown): Promise<ValidationResult> {
  const tool = registry.get(toolName);
  if (!tool) return { ok: false, error: unknownToolError(registry, toolName) };
  return validateToolCall(tool, rawArguments, registry);
}
