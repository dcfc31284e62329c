import type { Embedder } from '../../spec/embedder.js';
import type { LintableTool, LintFinding } from './lint-finding.js';
import { cosine, jaccard, nameTokens, sparseCosine, trigramVector } from './text-similarity.js';

const verbs = new Set([
  'get', 'list', 'search', 'find', 'create', 'update', 'delete', 'remove', 'add', 'set', 'send', 'cancel', 'acknowledge',
  'approve', 'reject', 'check', 'validate', 'compute', 'calculate', 'convert', 'fetch', 'read', 'write', 'query', 'lookup',
  'start', 'stop', 'run', 'schedule', 'book', 'submit', 'open', 'close', 'assign', 'upload', 'download', 'generate', 'analyze',
  'count', 'estimate', 'translate', 'summarize', 'reset', 'restart', 'enable', 'disable', 'register', 'notify', 'move', 'copy',
]);
const useWhenCue = /use (?:it |this )?(?:when|for|if)|call (?:it )?when|verwenden (?:für|wenn|bei)|verwenden,|nutzen (?:für|wenn)|für (?:alle )?fragen|für fragen wie|nur auf ausdrückliche/i;
const doNotUseCue = /do not use|don't use|not for|never|\bnicht\b|\bnie\b|\bkeine?\b|\binstead\b|\bstatt\b/i;
const exampleCue = /z\.\s?b\.|e\.g\.|for example|beispiel|such as/i;

/** Settings of the linter. */
export interface LintOptions {
  /** Measures description similarity by cosine; token Jaccard when absent. */
  embedder?: Embedder;
  /** Description similarity from which two tools with the same verb are too close (default 0.8 with an embedder, 0.37 with trigrams). */
  sameVerbThreshold?: number;
  /** Description similarity from which any two tools are too close (default 0.92 with an embedder, 0.6 with trigrams). */
  descriptionThreshold?: number;
}

const writeVerbs = new Set(['create', 'update', 'delete', 'remove', 'add', 'set', 'send', 'cancel', 'acknowledge', 'approve', 'reject', 'submit', 'assign', 'upload', 'book', 'schedule']);

function descriptionText(tool: LintableTool): string {
  const description = tool.description;
  if (typeof description === 'string') return description;
  return [description.purpose, description.useWhen, description.doNotUseFor, ...(description.examples ?? [])].filter(Boolean).join(' ');
}

function lintName(tool: LintableTool): LintFinding[] {
  const tokens = tool.name.split('_');
  const snake = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/.test(tool.name);
  if (snake && verbs.has(tokens[0] ?? '')) return [];
  const words = nameTokens(tool.name);
  const suggestion = words.length > 1 && verbs.has(words[0] ?? '') ? words.join('_') : `get_${words.join('_') || 'object'}`;
  return [{ tool: tool.name, rule: 'name-verb-object', message: `Name "${tool.name}" is not verb_object in snake_case (e.g. get_sensor_reading).`, suggestion: `Rename to "${suggestion}" (or another verb that says what it does).` }];
}

function lintDescription(tool: LintableTool): LintFinding[] {
  const findings: LintFinding[] = [];
  const text = descriptionText(tool);
  const parts = typeof tool.description === 'string' ? null : tool.description;
  if (text.trim().length < 30) {
    findings.push({ tool: tool.name, rule: 'description-too-short', message: `The description has ${text.trim().length} characters; the model cannot tell what the tool does.`, suggestion: 'Write one or two sentences: what it returns or changes, for which object.' });
  }
  if (!(parts ? parts.useWhen : useWhenCue.test(text))) {
    findings.push({ tool: tool.name, rule: 'description-missing-use-when', message: 'The description does not say when to use the tool.', suggestion: `Add a sentence like "Use when the user asks …" / "Verwenden für Fragen wie …" to ${tool.name}.` });
  }
  if (!(parts ? parts.doNotUseFor : doNotUseCue.test(text))) {
    findings.push({ tool: tool.name, rule: 'description-missing-do-not-use', message: 'The description does not say what the tool is not for.', suggestion: 'Add "Not for … (use <other_tool>)" / "Nicht für … (dafür <anderes_werkzeug>)".' });
  }
  return findings;
}

function lintParameters(tool: LintableTool): LintFinding[] {
  const findings: LintFinding[] = [];
  const properties = (tool.parameters?.properties ?? {}) as Record<string, Record<string, unknown>>;
  for (const [name, schema] of Object.entries(properties)) {
    const description = typeof schema.description === 'string' ? schema.description : '';
    if (!description) {
      findings.push({ tool: tool.name, rule: 'parameter-missing-description', message: `Parameter "${name}" has no description.`, suggestion: `Describe "${name}": meaning, format and unit, e.g. "Sensor id such as A_LINE1_042".` });
    }
    const typed = schema.type === 'boolean' || schema.enum !== undefined || schema.const !== undefined;
    const hasExample = Array.isArray(schema.examples) || schema.default !== undefined || exampleCue.test(description);
    if (!typed && !hasExample) {
      findings.push({ tool: tool.name, rule: 'parameter-missing-example', message: `Parameter "${name}" has no example or default.`, suggestion: `Add "examples": [...] or "e.g. …" to the description of "${name}".` });
    }
  }
  return findings;
}

async function similarities(tools: LintableTool[], embedder: Embedder | undefined): Promise<(a: number, b: number) => number> {
  if (embedder) {
    const vectors = await embedder.embed(tools.map(descriptionText), { kind: 'document' });
    return (a, b) => cosine(vectors[a] as Float32Array, vectors[b] as Float32Array);
  }
  const vectors = tools.map((tool) => trigramVector(descriptionText(tool)));
  return (a, b) => sparseCosine(vectors[a] ?? new Map(), vectors[b] ?? new Map());
}

// Names that differ in one token only (get_contract_status / get_contract_details), unless one reads and one writes.
function closeNames(left: string, right: string): boolean {
  const a = new Set(nameTokens(left));
  const b = new Set(nameTokens(right));
  const onlyA = [...a].filter((token) => !b.has(token));
  const onlyB = [...b].filter((token) => !a.has(token));
  const shared = a.size - onlyA.length;
  if (shared < 2 || onlyA.length > 1 || onlyB.length > 1) return false;
  const [verbA, verbB] = [nameTokens(left)[0] ?? '', nameTokens(right)[0] ?? ''];
  return verbA === verbB || writeVerbs.has(verbA) === writeVerbs.has(verbB);
}

function sameVerb(left: string, right: string): boolean {
  return nameTokens(left)[0] === nameTokens(right)[0];
}

async function lintSimilarity(tools: LintableTool[], options: LintOptions): Promise<LintFinding[]> {
  const findings: LintFinding[] = [];
  const descriptionSimilarity = await similarities(tools, options.embedder);
  const sameVerbThreshold = options.sameVerbThreshold ?? (options.embedder ? 0.8 : 0.37);
  const descriptionThreshold = options.descriptionThreshold ?? (options.embedder ? 0.92 : 0.6);
  for (let a = 0; a < tools.length; a++) {
    for (let b = a + 1; b < tools.length; b++) {
      const [left, right] = [tools[a] as LintableTool, tools[b] as LintableTool];
      const names = jaccard(nameTokens(left.name), nameTokens(right.name));
      const descriptions = descriptionSimilarity(a, b);
      const similar = closeNames(left.name, right.name) || descriptions >= descriptionThreshold || (sameVerb(left.name, right.name) && descriptions >= sameVerbThreshold);
      if (!similar) continue;
      const measured = `name overlap ${names.toFixed(2)}, description similarity ${descriptions.toFixed(2)}`;
      // A description that names the other tool already tells the model which one to pick.
      for (const [tool, other] of [[left, right], [right, left]] as const) {
        if (descriptionText(tool).includes(other.name)) continue;
        findings.push({
          tool: tool.name,
          rule: 'similar-tools',
          message: `"${tool.name}" and "${other.name}" are hard to tell apart (${measured}) and the description of ${tool.name} does not mention ${other.name}.`,
          suggestion: `Add to ${tool.name}: "Not for … — use ${other.name} for that." and state the difference (one vs. many, current vs. history, status vs. details); or rename so the difference is in the name.`,
        });
      }
    }
  }
  return findings;
}

/** Lints names, descriptions, parameters and pairwise similarity of a tool set. Findings are in tool order. */
export async function lintTools(tools: LintableTool[], options: LintOptions = {}): Promise<LintFinding[]> {
  const perTool = tools.flatMap((tool) => [...lintName(tool), ...lintDescription(tool), ...lintParameters(tool)]);
  const pairs = await lintSimilarity(tools, options);
  const order = new Map(tools.map((tool, index) => [tool.name, index]));
  return [...perTool, ...pairs].sort((x, y) => (order.get(x.tool) ?? 0) - (order.get(y.tool) ?? 0));
}
