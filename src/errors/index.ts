export { AnkerError, isAnkerError } from './anker-error.js';
export {
  ConfigError,
  EmbedderMismatchError,
  IngestError,
  ProviderError,
  StoreError,
  ToolExecutionError,
  UsageError,
} from './kinds.js';
