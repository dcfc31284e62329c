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

describe('the two lanes', () => {
  /** Every piece records its name when it starts; `finish(name)` ends it. */
  function recorder() {
    const started: string[] = [];
    const pending = new Map<string, () => void>();
    const piece = (name: string) => async () => {
      started.push(name);
      await new Promise<void>((resolve) => pending.set(name, resolve));
    };
    const finish = async (name: string) => {
      pending.get(name)!();
      await tick();
    };
    return { started, piece, finish };
  }

  it('gives a free slot to a waiting request before a waiting ingest document that came first', async () => {
    const gate = createWorkGate(1);
    const { started, piece, finish } = recorder();
    void gate.run(piece('ask-0'));
    void gate.runBackground(piece('doc-1'));
    void gate.run(piece('ask-1'));
    await tick();
    await finish('ask-0');
    expect(started).toEqual(['ask-0', 'ask-1']);
    await finish('ask-1');
    expect(started).toEqual(['ask-0', 'ask-1', 'doc-1']);
  });

  it('an ingest document lets at most `burst` requests pass, then takes the next slot, under any request load', async () => {
    const gate = createWorkGate(2);
    const { started, piece, finish } = recorder();
    void gate.run(piece('ask-0'));
    void gate.run(piece('ask-1'));
    void gate.runBackground(piece('doc-1'));
    void gate.runBackground(piece('doc-2'));
    for (let index = 2; index < 12; index += 1) void gate.run(piece(`ask-${index}`));
    await tick();
    for (let index = 0; index < 6; index += 1) await finish(`ask-${index}`);
    // Two requests passed each waiting document (burst = limit = 2); the documents never ran side by side.
    expect(started.slice(0, 8)).toEqual(['ask-0', 'ask-1', 'ask-2', 'ask-3', 'doc-1', 'ask-4', 'ask-5', 'ask-6']);
    expect(gate.activeBackground()).toBe(1);
    await finish('doc-1');
    expect(started.filter((name) => name.startsWith('doc'))).toEqual(['doc-1']);
    await finish('ask-6');
    await finish('ask-7');
    expect(started.at(-1)).toBe('doc-2');
  });

  it('runs one background piece at a time, so a request waits behind at most one document however many are queued', async () => {
    const gate = createWorkGate(3);
    const { started, piece, finish } = recorder();
    for (let index = 1; index <= 5; index += 1) void gate.runBackground(piece(`doc-${index}`));
    await tick();
    expect([gate.activeBackground(), gate.waitingBackground()]).toEqual([1, 4]);
    void gate.run(piece('search'));
    await tick();
    expect(started).toEqual(['doc-1', 'search']);
    await finish('doc-1');
    expect(started).toEqual(['doc-1', 'search', 'doc-2']);
  });

  it('takes turns between jobs that queue one document at a time, and drops an aborted waiting document', async () => {
    const gate = createWorkGate(1);
    const order: string[] = [];
    const job = async (name: string, documents: number) => {
      for (let index = 1; index <= documents; index += 1) await gate.runBackground(async () => void order.push(`${name}${index}`));
    };
    await Promise.all([job('a', 3), job('b', 2)]);
    expect(order).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
    const blocker = deferred();
    const busy = gate.run(() => blocker.promise);
    const controller = new AbortController();
    let ran = false;
    const aborted = gate.runBackground(async () => void (ran = true), controller.signal);
    controller.abort(new Error('shutting down'));
    await expect(aborted).rejects.toThrow('shutting down');
    expect(gate.waitingBackground()).toBe(0);
    blocker.resolve();
    await busy;
    expect(ran).toBe(false);
  });
});

describe('yielding the background lane', () => {
  it('a piece that yields lets the pieces queued meanwhile go first, then continues; requests still come first', async () => {
    const gate = createWorkGate(1);
    const order: string[] = [];
    const large = gate.runBackground(async (lane) => {
      for (let batch = 1; batch <= 3; batch += 1) {
        order.push(`large-${batch}`);
        await tick();
        await lane.yield();
      }
    });
    const small = gate.runBackground(async () => void order.push('small'));
    const search = gate.run(async () => void order.push('search'));
    await Promise.all([large, small, search]);
    // Without the yield the small document would wait for all three batches.
    expect(order).toEqual(['large-1', 'search', 'small', 'large-2', 'large-3']);
    expect([gate.active(), gate.waiting()]).toEqual([0, 0]);
  });

  it('yielding with nobody waiting continues at once, and never lets two background pieces run side by side', async () => {
    const gate = createWorkGate(3);
    let most = 0;
    const piece = async (lane: { yield(): Promise<void> }) => {
      for (let step = 0; step < 3; step += 1) {
        most = Math.max(most, gate.activeBackground());
        await lane.yield();
        await tick();
      }
    };
    await Promise.all([gate.runBackground(piece), gate.runBackground(piece), gate.runBackground(piece)]);
    expect(most).toBe(1);
    expect([gate.active(), gate.waiting(), gate.activeBackground()]).toEqual([0, 0, 0]);
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

  it('writes each uploaded document in the background lane: none while requests hold every slot, all once they let go', async () => {
    const { openServerFixture } = await import('../../testing/server-fixture.js');
    const { createHttpApp } = await import('./create-http-app.js');
    const fixture = await openServerFixture();
    try {
      const http = createHttpApp({ anker: fixture.anker, config: fixture.config({ maxConcurrentAnswers: 1 }) });
      const auth = { Authorization: `Bearer ${fixture.acmeKey}` };
      const busy = deferred();
      const occupied = http.gate.run(() => busy.promise);
      const form = new FormData();
      for (const name of ['eins', 'zwei']) form.append('file', new File([`# ${name}\n\nDas Dokument ${name} nennt die Zahl 4711.`], `${name}.md`, { type: 'text/markdown' }));
      const accepted = await http.app.request('/v1/documents?async=1', { method: 'POST', headers: auth, body: form });
      expect(accepted.status).toBe(202);
      const { id } = (await accepted.json()) as { id: string };
      while (http.gate.waitingBackground() === 0) await tick();
      const job = async () => (await (await http.app.request(`/v1/jobs/${id}`, { headers: auth })).json()) as { status: string; done: number };
      // Waiting for the lane, the job says so.
      expect(await job()).toMatchObject({ status: 'queued', done: 0 });
      busy.resolve();
      await occupied;
      await http.jobs.idle();
      expect(await job()).toMatchObject({ status: 'done', done: 2 });
    } finally {
      await fixture.close();
    }
  }, 60_000);
});
