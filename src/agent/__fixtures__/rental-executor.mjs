// Executor module of the rental test tools; counts executions in a file named by RENTAL_LOG so that a test can see
// across processes whether (and how often) a call really ran.
import { appendFileSync } from 'node:fs';

function log(line) {
  if (process.env.RENTAL_LOG) appendFileSync(process.env.RENTAL_LOG, line + '\n');
}

export async function get_rental({ rental_id }) {
  log(`get_rental ${rental_id}`);
  if (rental_id === 'RN-9999') throw Object.assign(new Error('rental archive offline'), { status: 503 });
  return { rental_id, status: 'active', return_date: '2026-12-05' };
}

export async function book_repair({ bike_id }) {
  log(`book_repair ${bike_id}`);
  return { bike_id, repair_order: 'WR-77', slot: '2026-12-03 09:00' };
}
