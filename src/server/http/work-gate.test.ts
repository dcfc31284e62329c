import { describe, expect, it } from 'vitest';
import { createWorkGate } from './work-gate.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('createWorkGate', () => {
  it('runs at most `limit` at a time and starts the waiting ones in arrival order', async () => {
    const gate = createWorkGate(2);
    const started: number[] = [];
    const jobs = Array.from({ length: 5 }, () => deferred());
    const runs = jobs.map((job, index) => gate.run(async () => (started.push(index), job.promise)));
    await tick();
    expect(started).toEqual([0, 1]);
    expect([gate.active(), gate.waiting()]).toEqual([2, 3]);
    jobs[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    jobs[0]!.reject(new Error('failed'));
    await expect(runs[0]).rejects.toThrow('failed');
    // A failure frees its slot like a success.
    expect(started).toEqual([0, 1, 2, 3]);
    for (const job of jobs) job.resolve();
    await Promise.allSettled(runs);
    expect([gate.active(), gate.waiting()]).toEqual([0, 0]);
  });

  it('drops waiting work whose request was aborted, without taking a slot; running work is not touched', async () => {
    const gate = createWorkGate(1);
    const first = deferred();
    let ranSecond = false;
    const running = gate.run(() => first.promise);
    const controller = new AbortController();
    const waiting = gate.run(async () => void (ranSecond = true), controller.signal);
    const third = gate.run(async () => 'third');
    controller.abort(new Error('request timed out'));
    await expect(waiting).rejects.toThrow('request timed out');
    expect(gate.waiting()).toBe(1);
    first.resolve();
    await running;
    expect(await third).toBe('third');
    expect(ranSecond).toBe(false);
    await expect(gate.run(async () => 1, controller.signal)).rejects.toThrow('request timed out');
  });
});

describe('the gate in the HTTP app', () => {
  it('queues a search behind the running answers; one still waiting at the deadline gets 503 and never runs', async () => {
    const { openServerFixture } = await import('../../testing/server-fixture.js');
    const { createHttpApp } = await import('./create-http-app.js');
    const fixture = await openServerFixture();
    try {
      const http = createHttpApp({ anker: fixture.anker, config: fixture.config({ maxConcurrentAnswers: 1, requestTimeoutMs: 300 }) });
      const search = () =>
        http.app.request('/v1/search', { method: 'POST', headers: { Authorization: `Bearer ${fixture.acmeKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ query: 'Tarif Business' }) });
      const busy = deferred();
      const occupied = http.gate.run(() => busy.promise);
      const timedOut = await search();
      expect(timedOut.status).toBe(503);
      expect(((await timedOut.json()) as { error: string }).error).toBe('TIMEOUT');
      expect(http.gate.waiting()).toBe(0);
      busy.resolve();
      await occupied;
      const served = await search();
      expect(served.status).toBe(200);
    } finally {
      await fixture.close();
    }
  }, 60_000);
});
