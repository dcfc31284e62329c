import { z } from 'zod';
import { Citation } from './schemas.js';

/** Text of an OpenAI message: a string or an array of parts of which the `text` ones count. */
const MessageContent = z.union([
  z.string(),
  z.array(z.looseObject({ type: z.string(), text: z.string().optional() })),
  z.null(),
]);

export const ChatCompletionRequest = z
  .looseObject({
    model: z.string().min(1).describe('Any name; the grounded agent answers (GET /v1/models lists "anker").'),
    messages: z
      .array(z.looseObject({ role: z.enum(['system', 'developer', 'user', 'assistant', 'tool']), content: MessageContent.optional() }))
      .min(1)
      .max(100)
      .describe('The last user message is the question; the user and assistant messages before it are the conversation (fitted into a token budget, older turns summarised). System, developer and tool messages are ignored.'),
    stream: z.boolean().default(false),
  })
  .meta({ id: 'ChatCompletionRequest', description: 'OpenAI chat completion request; fields not listed here are accepted and ignored.' });

export const AnkerExtension = z
  .object({
    status: z.enum(['answered', 'answered_with_caveat', 'not_found', 'no_retrieval', 'error']).describe('Grounding status of the answer.'),
    citations: z.array(Citation).describe('Sources the [n] markers of the content point at.'),
    trace: z.object({
      attempts: z.array(z.object({ query: z.string(), state: z.string(), confidence: z.unknown() })),
      toolCalls: z.number().int(),
      steps: z.number().int(),
    }),
  })
  .meta({
    id: 'AnkerExtension',
    description: 'Extra field `anker` of a chat completion (and of the last stream chunk): the `anker ask --json` fields besides the answer.',
  });

export const ChatCompletionResponse = z
  .object({
    id: z.string(),
    object: z.literal('chat.completion'),
    created: z.number().int(),
    model: z.string(),
    choices: z.array(
      z.object({
        index: z.number().int(),
        message: z.object({ role: z.literal('assistant'), content: z.string(), refusal: z.null() }),
        finish_reason: z.literal('stop'),
        logprobs: z.null(),
      }),
    ),
    anker: AnkerExtension,
  })
  .meta({ id: 'ChatCompletionResponse' });

export const ModelList = z
  .object({ object: z.literal('list'), data: z.array(z.object({ id: z.string(), object: z.literal('model'), created: z.number().int(), owned_by: z.string() })) })
  .meta({ id: 'ModelList' });
