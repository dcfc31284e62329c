import { createRequire } from 'node:module';

/** The version in package.json (same relative path from src/server and dist/server). */
export const PACKAGE_VERSION = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
