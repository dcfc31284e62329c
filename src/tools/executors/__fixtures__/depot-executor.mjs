// An executor module for the tests: one function per tool, named like the tool.
let created = 0;

export async function get_rental(args) {
  if (args.rental_id === 'RN-0000') return undefined;
  return { rental_id: args.rental_id, status: 'active', bikes: 2 };
}

export async function cancel_rental(args, context) {
  created += 1;
  return { rental_id: args.rental_id, cancelled: true, key: context.idempotencyKey, count: created };
}

export function helper_not_a_tool() {
  return 1;
}
