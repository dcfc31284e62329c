/* global document, window, XMLHttpRequest */
// The web UI: talks only to the HTTP API (/v1/ask/stream, /v1/documents, /v1/approvals, /v1/eval/results) with
// the key the user enters.
import { renderDashboard } from './dashboard.js';
import { TEXT, answerParts, chosenFilesText, createSseParser, isStale, languageOf } from './ui-logic.js';

const $ = (selector) => document.querySelector(selector);
let language = sessionStorage.getItem('anker-language') || languageOf(navigator.language);
const t = (name) => TEXT[language][name];
/** A value's own word when the text tables have one (document status, decision), else the value. */
const word = (value) => TEXT[language][value] ?? value;
const decimal = (value) => value.toLocaleString(language === 'de' ? 'de-DE' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** The control that opened the citation panel, focused again when it closes (keyboard users land where they were). */
let citationOpener = null;
const key = () => sessionStorage.getItem('anker-key') || '';
const headers = () => ({ Authorization: `Bearer ${key()}` });

function element(tag, attributes = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'text') node.textContent = value;
    else if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value);
  }
  for (const child of children) node.append(child);
  return node;
}

function applyLanguage() {
  document.documentElement.lang = language;
  $('#language').value = language;
  for (const node of document.querySelectorAll('[data-text]')) node.textContent = t(node.dataset.text);
  for (const node of document.querySelectorAll('[data-label]')) node.setAttribute('aria-label', t(node.dataset.label));
  document.title = t('title');
  showChosenFiles();
}

/** The chosen files' names next to the picker button, in the UI's language. */
function showChosenFiles() {
  $('#files-chosen').textContent = chosenFilesText([...$('#files').files].map((file) => file.name), language);
}

function showCitation(citation) {
  const panel = $('#citation');
  $('#citation-title').textContent = `[${citation.marker}] ${citation.title}`;
  const details = $('#citation-details');
  details.replaceChildren();
  const rows = [
    [t('source'), citation.source],
    [t('section'), citation.section ?? t('unknown')],
    [t('page'), citation.page ?? '–'],
    [t('version'), citation.version ?? t('unknown')],
    [t('documentDate'), citation.documentDate ?? t('unknown')],
    [t('indexedAt'), citation.indexedAt.slice(0, 10)],
    [t('relevance'), decimal(citation.relevance)],
  ];
  for (const [label, value] of rows) details.append(element('dt', { text: label }), element('dd', { text: String(value) }));
  if (isStale(citation.documentDate)) details.append(element('dd', { class: 'stale', text: t('stale') }));
  citationOpener = document.activeElement;
  panel.hidden = false;
  panel.focus();
}

function closeCitation() {
  const panel = $('#citation');
  if (panel.hidden) return;
  panel.hidden = true;
  citationOpener?.focus?.();
  citationOpener = null;
}

function renderResult(item, result) {
  item.className = `answer ${result.status}`;
  const state = { not_found: t('notFound'), answered_with_caveat: t('caveat'), no_retrieval: t('noRetrieval'), error: t('error') }[result.status];
  const body = item.querySelector('.body');
  body.replaceChildren();
  if (state) body.append(element('p', { class: 'state', text: state }));
  const paragraph = element('p');
  for (const part of answerParts(result.answer, result.citations)) {
    if (part.text !== undefined) paragraph.append(part.text);
    else {
      const citation = result.citations.find((candidate) => candidate.marker === part.marker);
      paragraph.append(element('button', { type: 'button', class: 'marker', 'aria-label': `${t('sources')} ${part.marker}: ${citation.title}`, text: `[${part.marker}]`, onclick: () => showCitation(citation) }));
    }
  }
  body.append(paragraph);
  if (result.citations.length > 0) {
    const list = element('ol');
    for (const citation of result.citations) {
      list.append(element('li', {}, [element('button', { type: 'button', class: 'marker', text: `[${citation.marker}]`, onclick: () => showCitation(citation) }), ` ${citation.title} (${citation.source})`]));
    }
    body.append(element('h3', { text: t('sources') }), list);
  }
}

async function ask(question) {
  const item = element('li', { class: 'answer' }, [element('p', { class: 'q', text: question }), element('div', { class: 'body' }, [element('p', { text: t('working') })])]);
  const trace = element('ul');
  item.append(element('details', {}, [element('summary', { text: t('trace') }), trace]));
  $('#answers').prepend(item);
  const started = performance.now();
  const response = await fetch('/v1/ask/stream', { method: 'POST', headers: { ...headers(), 'Content-Type': 'application/json' }, body: JSON.stringify({ question }) });
  if (!response.ok) {
    const error = await response.json().catch(() => ({ message: response.statusText, hint: '' }));
    renderResult(item, { status: 'error', answer: `${error.message} ${error.hint}`, citations: [] });
    return;
  }
  const parse = createSseParser();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const { event, data } of parse(decoder.decode(value, { stream: true }))) {
      if (event === 'retrieval-attempt') {
        const score = data.confidence ? ` ${data.confidence.level}` : '';
        trace.append(element('li', { class: `attempt ${data.state}`, text: `${t('attempt')} ${data.attempt}: "${data.query}" → ${data.state}${score} (${data.hits} ${t('hits')})` }));
      } else if (event === 'step-end') {
        trace.append(element('li', { class: 'attempt', text: `${t('step')} ${data.round}: ${data.finishReason}${data.toolCalls.length ? ` · ${data.toolCalls.join(', ')}` : ''}` }));
      } else if (event === 'result') {
        renderResult(item, data);
        trace.append(element('li', { class: 'attempt', text: `${data.trace.toolCalls} ${t('toolCalls')} · ${data.trace.steps} ${t('steps')} · ${Math.round(performance.now() - started)} ms` }));
      } else if (event === 'error') {
        renderResult(item, { status: 'error', answer: `${data.message} ${data.hint}`, citations: [] });
      }
    }
  }
}

async function loadDocuments() {
  const message = $('#documents-message');
  const response = await fetch('/v1/documents', { headers: headers() });
  const body = $('#document-table tbody');
  body.replaceChildren();
  if (!response.ok) {
    message.textContent = (await response.json()).message;
    return;
  }
  const { documents } = await response.json();
  message.textContent = documents.length === 0 ? t('empty') : '';
  for (const document_ of documents) {
    const change = document_.status === 'archived' ? 'current' : 'archived';
    const actions = element('td');
    if (document_.status !== 'superseded') {
      actions.append(element('button', { type: 'button', text: change === 'archived' ? t('archive') : t('restore'), onclick: () => patch(document_.id, change) }));
    }
    actions.append(element('button', { type: 'button', text: t('remove'), onclick: () => remove(document_.id) }));
    body.append(element('tr', {}, [document_.source, document_.title, document_.version ?? '–', word(document_.status), document_.indexedAt.slice(0, 10)].map((text) => element('td', { text })).concat(actions)));
  }
}

async function patch(id, status) {
  await fetch(`/v1/documents/${id}`, { method: 'PATCH', headers: { ...headers(), 'Content-Type': 'application/json' }, body: JSON.stringify({ status }) });
  await loadDocuments();
}

async function remove(id) {
  await fetch(`/v1/documents/${id}`, { method: 'DELETE', headers: headers() });
  await loadDocuments();
}

function uploadSummary(result) {
  // `reindexed` (the same content read again by a newer Anker) is only in the summary when some were.
  const reindexed = result.reindexed ? [`${result.reindexed} ${t('reindexed')}`] : [];
  const counts = [`${result.added} ${t('added')}`, `${result.updated} ${t('updated')}`, `${result.unchanged} ${t('unchanged')}`, ...reindexed, `${result.failed.length} ${t('failed')}`];
  const failures = result.failed.map((failure) => `${failure.source}: ${failure.error}`);
  return [counts.join(', '), ...failures].join(' · ');
}

function upload(files) {
  // XMLHttpRequest, not fetch: only it reports upload progress.
  const progress = $('#upload-progress');
  const form = new FormData();
  for (const file of files) form.append('file', file);
  const request = new XMLHttpRequest();
  request.open('POST', '/v1/documents');
  request.setRequestHeader('Authorization', headers().Authorization);
  progress.hidden = false;
  request.upload.onprogress = (event) => (progress.value = event.lengthComputable ? Math.round((event.loaded / event.total) * 100) : 0);
  request.onload = async () => {
    progress.hidden = true;
    const result = JSON.parse(request.responseText);
    if (request.status < 300) {
      $('#files').value = '';
      showChosenFiles();
    }
    await loadDocuments();
    // After the reload, which resets the message line.
    $('#documents-message').textContent = request.status < 300 ? uploadSummary(result) : `${result.message} ${result.hint}`;
  };
  request.send(form);
}

async function loadApprovals() {
  const message = $('#approvals-message');
  const list = $('#approval-list');
  list.replaceChildren();
  const response = await fetch('/v1/approvals?status=pending', { headers: headers() });
  if (!response.ok) {
    message.textContent = (await response.json()).message;
    return;
  }
  const { approvals } = await response.json();
  message.textContent = approvals.length === 0 ? t('noApprovals') : '';
  for (const approval of approvals) {
    const decide = (action) => async () => {
      const result = await fetch(`/v1/approvals/${approval.id}/${action}`, { method: 'POST', headers: { ...headers(), 'Content-Type': 'application/json' }, body: '{}' });
      const body = await result.json();
      await loadApprovals();
      // The decision resumes what waited for it: the paused answer (its text) or a direct MCP call (its outcome).
      const after = body.resumed ? ` · ${body.resumed.answer}` : body.outcome ? ` · ${word(body.outcome.status)}` : '';
      message.textContent = result.ok ? `${approval.toolName}: ${word(body.status)}${after}` : `${body.message} ${body.hint}`;
    };
    list.append(
      element('li', { class: 'approval' }, [
        element('p', { text: `${t('tool')}: ${approval.toolName} · ${t('run')} ${approval.runId} · ${approval.createdAt.slice(0, 16).replace('T', ' ')}` }),
        element('pre', { text: JSON.stringify(approval.arguments, null, 2), 'aria-label': t('arguments') }),
        element('button', { type: 'button', text: t('approve'), onclick: decide('approve') }),
        element('button', { type: 'button', text: t('reject'), onclick: decide('reject') }),
      ]),
    );
  }
}

function selectTab(name) {
  for (const tab of document.querySelectorAll('.tab')) tab.setAttribute('aria-pressed', String(tab.dataset.tab === name));
  for (const section of ['chat', 'documents', 'approvals', 'dashboard']) $(`#${section}`).hidden = name !== section;
  if (name === 'documents') void loadDocuments();
  if (name === 'approvals') void loadApprovals();
  if (name === 'dashboard') void renderDashboard($('#dashboard'), { headers: headers(), t, language, element });
}

window.addEventListener('DOMContentLoaded', () => {
  applyLanguage();
  $('#key').value = key();
  $('#key-form').addEventListener('submit', (event) => {
    event.preventDefault();
    sessionStorage.setItem('anker-key', $('#key').value.trim());
  });
  $('#language').addEventListener('change', (event) => {
    language = event.target.value;
    sessionStorage.setItem('anker-language', language);
    applyLanguage();
  });
  $('#ask-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const question = $('#question').value.trim();
    if (question) void ask(question);
  });
  $('#question').addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      $('#ask-form').requestSubmit();
    }
  });
  // A real button opens the hidden native picker: focusable, named and described in the UI's language.
  $('#choose-files').addEventListener('click', () => $('#files').click());
  $('#files').addEventListener('change', showChosenFiles);
  $('#upload-form').addEventListener('submit', (event) => {
    event.preventDefault();
    if ($('#files').files.length === 0) {
      $('#documents-message').textContent = t('chooseFirst');
      $('#choose-files').focus();
      return;
    }
    upload($('#files').files);
  });
  $('#citation-close').addEventListener('click', closeCitation);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeCitation();
  });
  for (const tab of document.querySelectorAll('.tab')) tab.addEventListener('click', () => selectTab(tab.dataset.tab));
});
