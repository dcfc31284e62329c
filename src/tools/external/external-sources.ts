/** The external places a grounded search tool searches: Wikipedia or the public web. */
export type ExternalSource = 'wikipedia' | 'web';

/** The external source each built-in grounded search tool searches, by tool name (for replies that name it). */
export const EXTERNAL_SEARCH_SOURCES: Readonly<Record<string, ExternalSource>> = { search_wikipedia: 'wikipedia', search_web: 'web' };

/** The external source a tool searches, or null for a tool that is no built-in external search. */
export function externalSourceOf(toolName: string): ExternalSource | null {
  return Object.hasOwn(EXTERNAL_SEARCH_SOURCES, toolName) ? EXTERNAL_SEARCH_SOURCES[toolName]! : null;
}
