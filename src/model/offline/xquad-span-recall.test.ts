import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { expect, it } from 'vitest';
import { describeWithSharedEval, sharedEvalPath } from '../../testing/shared-eval.js';
import { SEARCH_TOOL_NAME, type SearchToolOutput } from '../search-tool-output.js';
import { createOfflineModel } from './create-offline-model.js';

// Answer-span recall of the offline model on the XQuAD dev split (articles a00–a23) with the gold paragraph
// given as a FOUND search result. Reproduce: npx vitest run src/model/offline/xquad-span-recall.test.ts
const XQUAD = sharedEvalPath('xquad');

interface SquadFile {
  data: Array<{ title: string; paragraphs: Array<{ context: string; qas: Array<{ question: string; answers: Array<{ text: string }> }> }> }>;
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

function promptFor(question: string, paragraph: string, title: string): LanguageModelV3Prompt {
  const output: SearchToolOutput = {
    state: 'FOUND',
    isError: false,
    content: `FOUND\n[1] ${title}\n${paragraph}`,
    sources: [{ marker: 1, title, version: null, section: null, page: null, documentDate: null, status: 'current', relevance: 0.9, text: paragraph }],
  };
  return [
    { role: 'user', content: [{ type: 'text', text: question }] },
    { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c1', toolName: SEARCH_TOOL_NAME, input: { query: question } }] },
    { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c1', toolName: SEARCH_TOOL_NAME, output: { type: 'json', value: output as never } }] },
  ];
}

async function spanRecall(language: 'de' | 'en'): Promise<{ recall: number; questions: number; averageChars: number }> {
  const squad = JSON.parse(readFileSync(resolve(XQUAD, `xquad.${language}.json`), 'utf8')) as SquadFile;
  const splits = JSON.parse(readFileSync(resolve(XQUAD, 'splits.json'), 'utf8')) as { dev_articles: string[] };
  const dev = new Set(splits.dev_articles);
  const model = createOfflineModel();
  let found = 0;
  let questions = 0;
  let characters = 0;
  for (const [index, article] of squad.data.entries()) {
    if (!dev.has(`a${String(index).padStart(2, '0')}`)) continue;
    for (const paragraph of article.paragraphs) {
      for (const qa of paragraph.qas) {
        const result = await model.doGenerate({ prompt: promptFor(qa.question, paragraph.context, article.title) });
        const text = result.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join(' ');
        questions += 1;
        characters += text.length;
        if (qa.answers.some((answer) => normalise(text).includes(normalise(answer.text)))) found += 1;
      }
    }
  }
  return { recall: found / questions, questions, averageChars: Math.round(characters / questions) };
}

describeWithSharedEval('offline model on XQuAD dev (gold paragraph as FOUND)', ['xquad/xquad.de.json', 'xquad/xquad.en.json', 'xquad/splits.json'], () => {
  it.each(['de', 'en'] as const)('contains the gold answer span for most %s questions', async (language) => {
    const { recall, questions, averageChars } = await spanRecall(language);
    console.info(`XQuAD dev ${language}: span recall ${(recall * 100).toFixed(1)} % of ${questions} questions, answers ${averageChars} chars on average`);
    expect(questions).toBe(632);
    expect(recall).toBeGreaterThanOrEqual(0.85);
  });
});
