import type { Embedder } from '../../spec/embedder.js';
import type { JsonSchema } from '../../spec/tool-spec.js';
import { createToolSelector, type ToolScore } from '../routing/select-tools.js';
import { normalizeJsonSchema, type ToolsFile, type ToolsFileEntry } from '../tools-file.js';
import { holdsActionBack } from './deferral-cues.js';
import { extractDates } from './extract-dates.js';
import { fillArguments, type MessageEvidence } from './fill-arguments.js';
import { findIdentifiers, identifierKey, identifierKinds } from './find-identifiers.js';
import { findNumbers } from './find-numbers.js';
import { matchEnumValues } from './match-enum.js';
import { isSearchTool, uncoveredQuestion } from './search-clause.js';
import { callsPerClause } from './split-clauses.js';

/** One call the offline chooser proposes; nothing is executed by choosing. */
export interface ProposedCall {
  tool: string;
  arguments: Record<string, unknown>;
}

/** What the offline chooser decided for a message (a tagged union, switch on `kind`). */
export type ToolCallDecision =
  | { kind: 'calls'; calls: ProposedCall[] }
  /** A tool fits but a required argument is not in the message: ask the user instead of guessing. */
  | { kind: 'needs_input'; tool: string; missing: string[]; calls: ProposedCall[] }
  /** `no_tool_fits`: nothing registered matches clearly; `held_back`: the message withholds the side-effecting action. */
  | { kind: 'no_call'; reason: 'no_tool_fits' | 'held_back' };

/** Options of the offline chooser. */
export interface OfflineToolChooserOptions {
  /** The reference for relative dates (`gestern`, `yesterday`). */
  now: () => Date;
  /** Adds embeddings to the Tool RAG ranking. */
  embedder?: Embedder;
}

/** Chooses tool calls for a message, deterministically and without a model. */
export interface OfflineToolChooser {
  choose(message: string, options?: { signal?: AbortSignal }): Promise<ToolCallDecision>;
}

interface PreparedTool {
  entry: ToolsFileEntry;
  parameters: JsonSchema;
  kinds: Set<string>;
}

const QUOTED = /["'„“‚‘](.+?)["'“”‘’]/gu;

function gatherEvidence(message: string, prepared: PreparedTool[], fixtures: Record<string, unknown>, now: Date): MessageEvidence {
  const kinds = identifierKinds(prepared.map((tool) => (tool.parameters.properties ?? {}) as Record<string, JsonSchema>), fixtures);
  const identifiers = findIdentifiers(message, kinds);
  const dates = extractDates(message, now);
  const taken = [...identifiers.map((mention) => ({ index: mention.index, length: mention.value.length })), ...dates];
  return { message, identifiers, dates, numbers: findNumbers(message, taken), quoted: [...message.matchAll(QUOTED)].map((match) => match[1]!.trim()) };
}

function requiredEnumNamed(parameters: JsonSchema, message: string): boolean {
  const properties = (parameters.properties ?? {}) as Record<string, JsonSchema>;
  const required = Array.isArray(parameters.required) ? (parameters.required as string[]) : [];
  return required.some((name) => Array.isArray(properties[name]?.enum) && matchEnumValues(properties[name]!, message).byOwnWords);
}

// A message without ids names a tool clearly when words and character trigrams both rank it first.
function fitsClearly(score: ToolScore | undefined): boolean {
  return score !== undefined && score.lexicalRank === 1 && score.trigramRank === 1;
}

/**
 * The offline model's tool choice (issue 11, item 5). Ids in the message (a parameter's pattern or fixture
 * list) choose, per kind of id, the best-ranked tool of Tool RAG that takes that kind; without ids a tool is
 * chosen only when words and trigrams both rank it first. Arguments are filled by the JSON Schema
 * (`fillArguments`); several ids of a scalar parameter become parallel calls; a required argument the message
 * does not give makes `needs_input`; a side-effecting action the message holds back is not called.
 */
export function createOfflineToolChooser(file: ToolsFile, options: OfflineToolChooserOptions): OfflineToolChooser {
  const prepared: PreparedTool[] = file.tools.map((entry) => {
    const parameters = normalizeJsonSchema(entry.parameters ?? { type: 'object', properties: {} });
    const properties = (parameters.properties ?? {}) as Record<string, JsonSchema>;
    const kinds = new Set(Object.entries(properties).map(([name, schema]) => identifierKey(name, schema, file.fixtures)).filter((key): key is string => key !== null));
    return { entry: { ...entry, parameters }, parameters, kinds };
  });
  const selector = createToolSelector(prepared.map((tool) => tool.entry), { embedder: options.embedder });

  return {
    async choose(message, choice = {}) {
      const evidence = gatherEvidence(message, prepared, file.fixtures, options.now());
      // A separate question (`… – und was sagt das SLA dazu?`) would pull the ranking of the tools for the ids away.
      const aside = uncoveredQuestion(evidence, []);
      const rankingText = aside && evidence.identifiers.length > 0 ? message.replace(aside, ' ') : message;
      const { scores } = await selector.select(rankingText, { force: true, topK: prepared.length, signal: choice.signal });
      // Candidates for an id all take it, so the id-pattern list of Tool RAG cannot tell them apart; its tie order would.
      const textScore = new Map(scores.map((score) => [score.name, [score.lexicalRank, score.trigramRank, score.vectorRank].reduce<number>((sum, rank) => sum + (rank ? 1 / (60 + rank) : 0), 0)]));
      const byRank = (a: PreparedTool, b: PreparedTool) => (textScore.get(b.entry.name) ?? 0) - (textScore.get(a.entry.name) ?? 0);

      // Among the tools that take a kind of id: one whose required arguments the message gives, unless an
      // incomplete read-only one fits clearly (then the user is asked); then the one using most of the message
      // (ids, dates, numbers, enum values), then the one whose call shape fits the ids (an array for several, a
      // scalar for one), then Tool RAG's rank.
      const fits = new Map(prepared.map((tool) => [tool, fillArguments(tool.parameters, evidence, file.fixtures)]));
      const clear = new Set(scores.filter(fitsClearly).map((score) => score.name));
      const blocked = (tool: PreparedTool) => {
        if (fits.get(tool)!.missing.length === 0) return 0;
        return (tool.entry.side_effect ?? 'none') === 'none' && clear.has(tool.entry.name) ? 0 : 1;
      };
      const preference = (a: PreparedTool, b: PreparedTool) => {
        const fa = fits.get(a)!;
        const fb = fits.get(b)!;
        return blocked(a) - blocked(b) || fb.evidenceUsed - fa.evidenceUsed || Number(fa.shapeMismatch) - Number(fb.shapeMismatch) || byRank(a, b);
      };
      const chosen: PreparedTool[] = [];
      const covered = new Set<string>();
      let actionRankedFirst = false;
      for (const mention of evidence.identifiers) {
        if (covered.has(mention.kind)) continue;
        const candidates = prepared.filter((tool) => tool.kinds.has(mention.kind));
        const best = [...candidates].sort(preference)[0];
        if (!best) continue;
        actionRankedFirst ||= ([...candidates].sort(byRank)[0]?.entry.side_effect ?? 'none') !== 'none';
        chosen.push(best);
        for (const kind of best.kinds) covered.add(kind);
      }
      if (chosen.length === 0) {
        // No ids: a required enum named by its own words (`LindenGas Komfort`) points at the tools taking it.
        const named = prepared.filter((tool) => requiredEnumNamed(tool.parameters, message)).sort(preference)[0];
        const top = prepared.find((tool) => tool.entry.name === scores[0]?.name);
        if (named) chosen.push(named);
        else if (top && fitsClearly(scores[0])) chosen.push(top);
        else return { kind: 'no_call', reason: 'no_tool_fits' };
      }
      // The action the message is about (the chosen tool, or the best-ranked one for an id) is held back: no call.
      const aboutAction = actionRankedFirst || chosen.some((tool) => (tool.entry.side_effect ?? 'none') !== 'none');
      if (aboutAction && holdsActionBack(message)) return { kind: 'no_call', reason: 'held_back' };

      const calls: ProposedCall[] = [];
      for (const tool of chosen) {
        const filled = fits.get(tool)!;
        // The same read-only tool asked for several times, clause by clause: one call per clause.
        const fillClause = (clause: string) => fillArguments(tool.parameters, gatherEvidence(clause, prepared, file.fixtures, options.now()), file.fixtures);
        const perClause = (tool.entry.side_effect ?? 'none') === 'none' ? callsPerClause(tool.parameters, message, filled, fillClause) : null;
        if (perClause) {
          calls.push(...perClause.map((args) => ({ tool: tool.entry.name, arguments: args })));
          continue;
        }
        const proposed = filled.calls.map((args) => ({ tool: tool.entry.name, arguments: args }));
        if (filled.missing.length > 0) return { kind: 'needs_input', tool: tool.entry.name, missing: filled.missing, calls: proposed };
        calls.push(...proposed);
      }
      // A second question the chosen tools leave open goes to the best-ranked search tool, as a parallel call.
      const question = uncoveredQuestion(evidence, chosen.map((tool) => tool.parameters));
      const search = question ? prepared.filter((tool) => isSearchTool(tool.parameters) && !chosen.includes(tool)).sort(byRank)[0] : undefined;
      if (question && search) calls.push({ tool: search.entry.name, arguments: { [(search.parameters.required as string[])[0]!]: question } });
      return { kind: 'calls', calls };
    },
  };
}
