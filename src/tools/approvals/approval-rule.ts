/** The call an approval rule looks at. */
export interface ApprovalRuleInput {
  tenantId: string;
  runId: string;
  toolName: string;
  arguments: Record<string, unknown>;
}

/** A policy rule that decides an approval without a human, with a reason that is stored and shown. */
export interface ApprovalRule {
  name: string;
  decision: 'approve' | 'deny';
  reason: string;
  when: (call: ApprovalRuleInput) => boolean;
}

/** The first rule that matches, or null when a human must decide. */
export function matchApprovalRule(rules: readonly ApprovalRule[], call: ApprovalRuleInput): ApprovalRule | null {
  return rules.find((rule) => rule.when(call)) ?? null;
}
