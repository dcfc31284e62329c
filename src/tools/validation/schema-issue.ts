/** The first problem the schema layer found, before hints are added. */
export interface SchemaIssue {
  /** Dotted path of the offending parameter; '' for the arguments object itself. */
  parameter: string;
  received: unknown;
  message: string;
}

/** Result of one schema layer: the arguments with defaults applied, or the first issue. */
export type SchemaCheckResult = { ok: true; value: Record<string, unknown> } | { ok: false; issue: SchemaIssue };

/** A compiled schema check. */
export type SchemaCheck = (args: unknown) => Promise<SchemaCheckResult>;
