export type * from './document.js';
export type * from './embedder.js';
export type * from './hit.js';
export type * from './store.js';
export type * from './grounded-result.js';
export type * from './retriever.js';
export type * from './tool.js';
export type * from './migration.js';
