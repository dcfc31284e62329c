import type { ToolSpec } from '../spec/tool-spec.js';

/** Identity helper that types `execute`'s arguments from the schema's output type. */
export function defineTool<Args, Output>(spec: ToolSpec<Args, Output>): ToolSpec<Args, Output> {
  return spec;
}

/** The description as one text for the model: purpose, when to use, when not to, examples. */
export function describeTool(spec: Pick<ToolSpec, 'description'>): string {
  const description = spec.description;
  if (typeof description === 'string') return description;
  return [
    description.purpose,
    description.useWhen ? `Use when: ${description.useWhen}` : '',
    description.doNotUseFor ? `Do not use for: ${description.doNotUseFor}` : '',
    description.examples?.length ? `Examples: ${description.examples.join(' | ')}` : '',
  ]
    .filter((part) => part !== '')
    .join('\n');
}
