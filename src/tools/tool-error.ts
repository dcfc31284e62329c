import type { ToolErrorResult, ToolErrorType } from '../spec/tool.js';
import type { ToolMessages } from './messages/index.js';

/** A structured error with the standard hint of its type unless a more specific one is given. */
export function toolError(type: ToolErrorType, message: string, messages: ToolMessages, hint?: string): ToolErrorResult {
  return { error: type, message, hint: hint ?? messages.hint[type] };
}

/** An INVALID_ARGUMENT error naming the parameter and the value received. */
export function invalidArgument(parameter: string, received: unknown, message: string, hint: string): ToolErrorResult {
  return { error: 'INVALID_ARGUMENT', parameter, received, message, hint };
}
