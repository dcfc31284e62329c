/* global document */
// The eval dashboard: the latest `anker eval` results from GET /v1/eval/results, one bar chart per suite (SVG,
// no library) with the numbers also as a table for screen readers and keyboard users.
import { chartBars, formatRate } from './ui-logic.js';

const SVG = 'http://www.w3.org/2000/svg';
const ROW = 22;
const LABEL = 250;
const BAR = 330;

function svg(tag, attributes = {}, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

function chart(result, bars, t, language) {
  const height = bars.length * ROW + 8;
  const root = svg('svg', { viewBox: `0 0 ${LABEL + BAR + 70} ${height}`, class: 'chart', role: 'img', 'aria-label': `${t('chartOf')} ${result.suite}` });
  bars.forEach((bar, index) => {
    const y = index * ROW + 4;
    const state = bar.pass === null ? 'neutral' : bar.pass ? 'pass' : 'fail';
    root.append(
      svg('text', { x: LABEL - 8, y: y + 14, 'text-anchor': 'end', class: 'chart-label' }, bar.label),
      svg('rect', { x: LABEL, y, width: BAR, height: ROW - 6, class: 'chart-track' }),
      svg('rect', { x: LABEL, y, width: (BAR * bar.width) / 100, height: ROW - 6, class: `chart-bar ${state}` }),
      svg('text', { x: LABEL + BAR + 6, y: y + 14, class: 'chart-value' }, formatRate(bar.value, language)),
    );
    if (bar.target !== null) root.append(svg('line', { x1: LABEL + (BAR * bar.target) / 100, x2: LABEL + (BAR * bar.target) / 100, y1: y - 2, y2: y + ROW - 4, class: 'chart-target' }));
  });
  return root;
}

function table(bars, t, language, element) {
  const head = element('tr', {}, [t('metric'), t('value'), t('target')].map((text) => element('th', { scope: 'col', text })));
  const rows = bars.map((bar) =>
    element('tr', {}, [element('th', { scope: 'row', text: bar.label }), element('td', { text: formatRate(bar.value, language) }), element('td', { text: bar.targetText ?? '–' })]),
  );
  return element('table', { class: 'eval-table' }, [element('thead', {}, [head]), element('tbody', {}, rows)]);
}

/** Loads and renders the results into `container`; `element`, `t` and the language come from app.js. */
export async function renderDashboard(container, { headers, t, language, element }) {
  const message = container.querySelector('#dashboard-message');
  const list = container.querySelector('#eval-results');
  list.replaceChildren();
  const response = await fetch('/v1/eval/results', { headers });
  if (!response.ok) {
    message.textContent = (await response.json()).message;
    return;
  }
  const { results } = await response.json();
  message.textContent = results.length === 0 ? t('evalEmpty') : '';
  for (const result of results) {
    const bars = chartBars(result.metrics);
    const verdict = result.pass === null ? '' : ` · ${result.pass ? t('evalPass') : t('evalFail')}`;
    const heading = element('h3', { text: `${result.suite}${verdict}` });
    const written = element('p', { class: 'eval-written', text: `${t('evalWritten')}: ${result.writtenAt.slice(0, 16).replace('T', ' ')} UTC (${result.file})` });
    const figure = element('figure', {}, [chart(result, bars, t, language), element('figcaption', {}, [table(bars, t, language, element)])]);
    list.append(element('li', { class: `eval-result ${result.pass === false ? 'fail' : ''}` }, [heading, written, figure]));
  }
}
