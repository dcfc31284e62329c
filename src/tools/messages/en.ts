import type { ToolMessages } from './tool-messages.js';

const unitWord = { value: 'value', length: 'characters', items: 'items' } as const;

/** English tool texts. */
export const en: ToolMessages = {
  hint: {
    TRANSIENT: 'Temporary failure. Do not retry it yourself (the runtime already did); tell the user the system is unavailable right now and to try again later. Do not invent a value.',
    PERMANENT: 'The request cannot succeed as made. Do not repeat it unchanged; tell the user what failed or ask for different input.',
    INVALID_ARGUMENT: 'Correct the named parameter and call again. If the user did not give a valid value, ask the user instead of guessing.',
    CIRCUIT_OPEN: 'This tool is failing repeatedly and is paused. Do not call it again now; tell the user the data is unavailable at the moment and do not invent a value.',
    APPROVAL_REQUIRED: 'A human must approve this action first. Tell the user it is waiting for approval; do not claim it has been done.',
    UNKNOWN: 'Unexpected failure. Do not retry; tell the user the action could not be completed and do not invent a result.',
  },
  unknownTool: (name, available) => `There is no tool named "${name}". Available tools: ${available.join(', ')}.`,
  unknownToolHint: (available) => `Call one of: ${available.join(', ')}.`,
  missingParameter: (p) => `Required parameter "${p}" is missing.`,
  unexpectedParameter: (p) => `Parameter "${p}" is not accepted by this tool.`,
  wrongType: (p, expected) => `Parameter "${p}" must be of type ${expected}.`,
  patternMismatch: (p, received) => `Parameter "${p}" has the wrong format: "${received}".`,
  invalidEnum: (p, allowed) => `Parameter "${p}" must be one of: ${allowed.map(String).join(', ')}.`,
  invalidDate: (p, received) => `Parameter "${p}" is not a valid calendar date: "${received}" (expected YYYY-MM-DD).`,
  invalidFormat: (p, format) => `Parameter "${p}" must be a valid ${format}.`,
  tooSmall: (p, limit, unit) => `Parameter "${p}" must be at least ${limit}${unit === 'value' ? '' : ' ' + unitWord[unit]}.`,
  tooLarge: (p, limit, unit) => `Parameter "${p}" must be at most ${limit}${unit === 'value' ? '' : ' ' + unitWord[unit]}.`,
  invalidGeneric: (p, detail) => `Parameter "${p}" is invalid: ${detail}.`,
  describeParameter: (description) => `Expected: ${description}`,
  askUserHint: 'If the user did not give a valid value, ask the user; do not guess.',
  unknownId: (p, received) => `Unknown ${p} "${received}".`,
  didYouMean: (candidate) => `Did you mean ${candidate}? Confirm with the user before using it.`,
  callListTool: (listTool) => `Call ${listTool} to get the valid ids.`,
  dateRangeReversed: (start, end) => `The start date ${start} is after the end date ${end}.`,
  timeout: (ms) => `The tool did not answer within ${ms} ms.`,
  circuitOpen: (tool) => `Tool ${tool} is temporarily disabled after repeated failures.`,
  approvalRequired: (tool, id) => `Calling ${tool} needs human approval (approval ${id}).`,
  approvalRejected: (tool, reason) => `A human rejected the call to ${tool}${reason ? `: ${reason}` : ''}. It was not executed.`,
  malformedOutput: (tool) => `Tool ${tool} returned malformed output.`,
  busy: (tool) => `Tool ${tool} is busy (too many concurrent calls).`,
  failed: (tool, detail) => `Tool ${tool} failed: ${detail}`,

  search: {
    found: (source, count) => `STATUS: FOUND — ${count} result(s) from ${source} (external source, not the company's documents).`,
    foundInstruction: 'Answer only with facts from these results and cite them with [n]. If they do not answer the question, say so. Do not add facts from your own knowledge.',
    lowRelevance: (source, count) => `STATUS: LOW_RELEVANCE — ${count} result(s) from ${source} that match the question only partly (external source, not the company's documents).`,
    lowRelevanceInstruction: 'Answer only with facts from these results, cite them with [n], and say explicitly that the answer may be imprecise or incomplete. Do not add facts from your own knowledge.',
    notFound: (source, query) => `STATUS: NOT_FOUND — ${source} returned nothing for "${query}".`,
    notFoundInstruction: 'Do not answer from your own knowledge and do not invent numbers or facts. Tell the user what could not be found and suggest refining the question or asking support.',
    technicalError: (source, detail) => `STATUS: TECHNICAL_ERROR — ${source} could not be searched right now (${detail}).`,
    technicalErrorInstruction: 'Do not answer from your own knowledge and do not invent facts. Tell the user the search is unavailable at the moment and to try again later.',
  },
};
