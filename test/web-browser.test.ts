import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { pino } from 'pino';
import { chromium, type Browser, type FileChooser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, startHttpServer, type RunningServer } from '../src/server/index.js';
import { openServerFixture, type ServerFixture } from '../src/testing/server-fixture.js';
import { createSqlToolStateStore, toolMigrations } from '../src/tools/index.js';

/** The web UI, built with Vite as `npm run build:web` builds it, in a real headless Chromium (Debian's /usr/bin/chromium) against a real loopback server. */
const CHROMIUM = '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
if (!available) console.warn(`SKIPPED: web UI browser tests need ${CHROMIUM} (apt-get install chromium)`);
/** Set ANKER_SCREENSHOTS=docs/screenshots to refresh the README's screenshots. */
const screenshots = process.env.ANKER_SCREENSHOTS;

describe.skipIf(!available)('web UI in Chromium', () => {
  let fixture: ServerFixture;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'anker-web-browser-'));
    await build({ configFile: join(import.meta.dirname, '..', 'web', 'vite.config.js'), logLevel: 'silent', build: { outDir: join(folder, 'dist') } });
    // Results as `anker eval` writes them (synthetic figures).
    await mkdir(join(folder, 'results'));
    await writeFile(
      join(folder, 'results', 'eval-grounding.json'),
      JSON.stringify({
        suite: 'grounding',
        overall: { negativeRejection: { count: 35, total: 35, rate: 1 }, falseRejection: { count: 9, total: 60, rate: 0.15 }, factRecall: { count: 70, total: 80, rate: 0.875 } },
        targets: [
          { metric: 'negativeRejection', target: '≥ 98 %', value: 1, pass: true },
          { metric: 'falseRejection', target: '≤ 10 %', value: 0.15, pass: false },
        ],
        pass: false,
      }),
    );
    fixture = await openServerFixture();
    const logger = pino({ level: 'silent' });
    const http = createHttpApp({ anker: fixture.anker, config: fixture.config(), logger, web: { buildFolder: join(folder, 'dist') }, evalResultsFolder: join(folder, 'results') });
    server = await startHttpServer(http, { host: '127.0.0.1', port: 0, logger });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
    if (screenshots) await mkdir(screenshots, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close({ graceMs: 1000 });
    await fixture?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  }, 60_000);

  const shoot = async (name: string) => {
    if (screenshots) await page.screenshot({ path: join(screenshots, `${name}.png`) });
  };

  it('asks with a key, streams a cited answer, opens the citation, and shows a not-found answer', async () => {
    await page.goto(server.url);
    await expect(page.title()).resolves.toContain('Anker');
    await page.getByLabel('API-Schlüssel').fill(fixture.acmeKey);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByLabel('Ihre Frage').fill('Was kostet der Tarif Business?');
    await page.getByRole('button', { name: 'Fragen', exact: true }).last().click();
    const answer = page.locator('.answer.answered').first();
    await answer.waitFor({ timeout: 30_000 });
    await expect(answer.textContent()).resolves.toContain('49');
    await answer.locator('details summary').click();
    await expect(answer.locator('.attempt.FOUND').first().textContent()).resolves.toContain('FOUND');
    await answer.locator('button.marker').first().click();
    const citation = page.locator('#citation');
    await citation.waitFor({ state: 'visible' });
    const details = await citation.textContent();
    expect(details).toContain('Preisliste 2026');
    expect(details).toContain('3.0');
    expect(details).toContain('2026-10-01');
    await shoot('answer-with-citation');
    expect(details).toMatch(/Relevanz0,\d{2}/);
    await page.keyboard.press('Escape');
    await expect(citation.isHidden()).resolves.toBe(true);
    // Keyboard: the marker that opened the panel has the focus again; Enter on it opens the panel again.
    await expect(page.locator('button.marker:focus').count()).resolves.toBe(1);
    await page.keyboard.press('Enter');
    await citation.waitFor({ state: 'visible' });
    await expect(page.getByRole('button', { name: 'Schließen' }).count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect(citation.isHidden()).resolves.toBe(true);
    await expect(answer.locator('.attempt').filter({ hasText: 'Treffer' }).count()).resolves.toBeGreaterThan(0);
    await expect(answer.locator('.attempt').filter({ hasText: 'Werkzeugaufrufe' }).count()).resolves.toBe(1);

    await page.getByLabel('Ihre Frage').fill('Wie hoch ist die Reisekostenpauschale in Japan?');
    await page.getByLabel('Ihre Frage').press('Enter');
    const missing = page.locator('.answer.not_found').first();
    await missing.waitFor({ timeout: 30_000 });
    await expect(missing.locator('.state').textContent()).resolves.toBe('Nicht in den Dokumenten gefunden');
    await shoot('not-found');
  });

  it('approves a pending tool call from the approvals queue', async () => {
    await fixture.anker.store.migrate('tools', toolMigrations);
    await createSqlToolStateStore(fixture.anker.store.sql).createApproval({
      id: 'apr-ui-1',
      tenantId: 'acme',
      runId: 'run-ui',
      callId: 'call-ui',
      toolName: 'create_work_order',
      arguments: { asset: 'PUMP-7', priority: 'P2' },
      editedArguments: null,
      status: 'pending',
      decidedBy: null,
      reason: null,
      outcome: null,
      createdAt: '2026-12-01T10:00:00.000Z',
      decidedAt: null,
    });
    await page.getByRole('button', { name: 'Freigaben' }).click();
    const item = page.locator('.approval', { hasText: 'create_work_order' });
    await item.waitFor();
    await expect(item.locator('pre').textContent()).resolves.toContain('PUMP-7');
    await shoot('approvals');
    await item.getByRole('button', { name: 'Freigeben' }).click();
    await page.locator('#approvals-message', { hasText: 'create_work_order: freigegeben' }).waitFor();
    await expect(item.count()).resolves.toBe(0);
    const decided = await createSqlToolStateStore(fixture.anker.store.sql).getApproval('acme', 'apr-ui-1');
    expect(decided).toMatchObject({ status: 'approved', decidedBy: expect.stringMatching(/^key:/) });
  });

  it('uploads a document with progress and lists it; a wrong key shows the API’s error', async () => {
    // Listening early: Playwright turns on file-chooser interception asynchronously when the first listener is added.
    const chooserOpened = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
    await page.getByRole('button', { name: 'Dokumente' }).click();
    await page.locator('#document-table tbody tr').first().waitFor();
    // The picker speaks the UI's language, not the browser's (de-DE here): a real button in front of the hidden native control.
    await page.locator('#language').selectOption('en');
    await expect(page.getByRole('button', { name: 'Choose files …' }).count()).resolves.toBe(1);
    await page.locator('#files-chosen', { hasText: 'No file chosen' }).waitFor();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.locator('#documents-message', { hasText: 'Choose files first.' }).waitFor();
    await expect(page.locator('#choose-files:focus').count()).resolves.toBe(1);
    await page.locator('#language').selectOption('de');
    const picker = page.getByRole('button', { name: 'Dateien auswählen …' });
    // Its description (read by screen readers) names the accepted types and what is chosen.
    await expect(picker.getAttribute('aria-describedby')).resolves.toBe('files-label files-chosen');
    await expect(page.locator('#files-label').textContent()).resolves.toBe('Dateien (.md, .txt, .html, .pdf, .docx)');
    await page.locator('#files-chosen', { hasText: 'Keine Datei ausgewählt' }).waitFor();
    // Keyboard only: focus the button, press Enter, and the native file chooser opens.
    await picker.focus();
    await page.keyboard.press('Enter');
    const chooser = await chooserOpened;
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles({ name: 'kantine.md', mimeType: 'text/markdown', buffer: Buffer.from('# Kantine\n\nDie Kantine öffnet um 11:30 Uhr.') });
    await page.locator('#files-chosen', { hasText: 'kantine.md' }).waitFor();
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await page.locator('#document-table tbody tr', { hasText: 'kantine.md' }).waitFor({ timeout: 30_000 });
    await page.locator('#documents-message', { hasText: '1 neu, 0 aktualisiert, 0 unverändert, 0 fehlgeschlagen' }).waitFor();
    await expect(page.locator('#document-table tbody tr', { hasText: 'kantine.md' }).textContent()).resolves.toContain('aktuell');
    await page.locator('#files-chosen', { hasText: 'Keine Datei ausgewählt' }).waitFor();
    await shoot('documents');
    await page.getByLabel('API-Schlüssel').fill('ank_wrong');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('button', { name: 'Fragen', exact: true }).first().click();
    await page.getByRole('button', { name: 'Dokumente' }).click();
    // The list is fetched after the click: wait for its outcome rather than read the line at once.
    await page.locator('#documents-message', { hasText: 'A valid API key is required.' }).waitFor();
  });

  it('shows the eval dashboard: a chart per suite with its targets, the figures as a table, in German and English, by keyboard', async () => {
    await page.getByLabel('API-Schlüssel').fill(fixture.acmeKey);
    await page.getByRole('button', { name: 'Speichern' }).click();
    // Keyboard only: focus the tab and press Enter.
    await page.getByRole('button', { name: 'Auswertung' }).focus();
    await page.keyboard.press('Enter');
    const result = page.locator('.eval-result', { hasText: 'grounding' });
    await result.waitFor();
    await expect(result.locator('h3').textContent()).resolves.toBe('grounding · Ziele verfehlt');
    await expect(result.getByRole('img', { name: 'Balkendiagramm der Kennzahlen von grounding' }).count()).resolves.toBe(1);
    await expect(result.locator('.chart-bar').count()).resolves.toBe(3);
    await expect(result.locator('.chart-bar.fail').count()).resolves.toBe(1);
    await expect(result.locator('.chart-target').count()).resolves.toBe(2);
    const row = result.getByRole('row', { name: /falseRejection/ });
    await expect(row.textContent()).resolves.toContain('15 %');
    await expect(row.textContent()).resolves.toContain('≤ 10 %');
    await shoot('dashboard');
    await page.locator('#language').selectOption('en');
    await page.getByRole('button', { name: 'Evaluation' }).click();
    await expect(result.locator('h3').textContent()).resolves.toBe('grounding · targets missed');
    await expect(result.getByRole('row', { name: /factRecall/ }).textContent()).resolves.toContain('87.5 %');
    await page.locator('#language').selectOption('de');
  });
});
