// Backends of rental-tools.json for the served-tools tests. Every executed call appends one JSON line to the file
// named by RENTAL_EXECUTOR_LOG, so a test can prove a call never ran (the module runs in the server's process).
import { appendFileSync } from 'node:fs';

function record(tool, args) {
  if (process.env.RENTAL_EXECUTOR_LOG) appendFileSync(process.env.RENTAL_EXECUTOR_LOG, `${JSON.stringify({ tool, args })}\n`);
}

let orders = 0;

export async function get_rental(args) {
  record('get_rental', args);
  return { rental_id: args.rental_id, status: 'aktiv', return_date: '2026-12-05' };
}

export async function book_repair(args) {
  record('book_repair', args);
  orders += 1;
  return { bike_id: args.bike_id, repair_order: `WR-${String(orders).padStart(4, '0')}` };
}
