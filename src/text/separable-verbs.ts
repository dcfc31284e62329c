import { germanWordList } from './decompound.js';
import { lowercase } from './fold.js';

// The separable particles of German verbs (`sichert … zu`, `findet … statt`, `stellt … bereit`): a closed class.
const particles = new Set([
  'ab', 'an', 'auf', 'aus', 'bei', 'bereit', 'dar', 'ein', 'fest', 'fort', 'frei', 'her', 'hin', 'hoch', 'los', 'mit', 'nach',
  'statt', 'teil', 'vor', 'vorbei', 'weg', 'weiter', 'zu', 'zurück', 'zusammen',
]);

/**
 * The particle verbs a German text writes apart in a main clause (`Helix sichert eine Verfügbarkeit von 99,5 % zu`),
 * joined: the infinitive (`zusichern`) and, formed as for a regular verb, the participle (`zugesichert`), so a question
 * about the `zugesicherte Verfügbarkeit` or what is `bereitgestellt` finds the sentence. A clause (up to a comma or
 * a sentence end) must end in a separable particle, and a word before it must make, with the particle before it, a
 * verb of the dictionary (OpenThesaurus); nothing else is joined.
 */
export function joinedParticleVerbs(text: string): string[] {
  const joined: string[] = [];
  const words = germanWordList();
  for (const clause of text.split(/(?<!\d)[.,](?!\d)|[;:!?()\n|]+/)) {
    const tokens = clause.match(/\p{L}+/gu);
    if (!tokens || tokens.length < 3) continue;
    const particle = lowercase(tokens[tokens.length - 1]!);
    if (!particles.has(particle)) continue;
    for (const token of tokens.slice(0, -1)) {
      const form = lowercase(token);
      if (form.length < 3 || particles.has(form)) continue;
      const infinitive = infinitives(form).map((base) => `${particle}${base}`).find((candidate) => words.has(candidate) && words.isLowercase(candidate));
      if (!infinitive) continue;
      joined.push(infinitive);
      // A regular verb's participle: particle, `ge`, the third person (`zu|ge|sichert`, `an|ge|meldet`).
      joined.push(`${particle}ge${thirdPerson(form)}`);
    }
  }
  return [...new Set(joined)];
}

/** Infinitives a present-tense form may have: `sichert` → `sichern`, `findet` → `finden`, `stellen` → `stellen`. */
function infinitives(form: string): string[] {
  if (form.endsWith('en') || form.endsWith('rn') || form.endsWith('ln')) return [form];
  if (form.endsWith('et')) return [`${form.slice(0, -2)}en`, `${form.slice(0, -1)}n`];
  if (form.endsWith('t')) return [`${form.slice(0, -1)}n`, `${form.slice(0, -1)}en`];
  return [];
}

/** The third person singular of a regular verb's present-tense form: `stellen` → `stellt`, `sichern` → `sichert`. */
function thirdPerson(form: string): string {
  if (form.endsWith('t')) return form;
  if (form.endsWith('en')) return `${form.slice(0, -2)}${/[dt]$/.test(form.slice(0, -2)) ? 'et' : 't'}`;
  return `${form.slice(0, -1)}t`;
}

/**
 * The other forms of a German particle verb that a question writes one way and a source another: the infinitive
 * (`anmelden`), its zu-infinitive (`anzumelden`) and, formed as for a regular verb, its participle (`angemeldet`). The
 * infinitive must be a verb of the dictionary (a lowercase word of OpenThesaurus); any other word has none.
 */
export function particleVerbForms(word: string): string[] {
  const form = lowercase(word);
  const words = germanWordList();
  for (const particle of particles) {
    if (!form.startsWith(particle) || form.length < particle.length + 4) continue;
    const rest = form.slice(particle.length);
    const candidates = rest.startsWith('zu') ? [rest.slice(2), rest] : rest.startsWith('ge') ? [...participleBases(rest.slice(2)), rest] : [rest];
    for (const base of candidates) {
      const infinitive = `${particle}${base}`;
      if (!base.endsWith('n') || !words.has(infinitive) || !words.isLowercase(infinitive)) continue;
      const forms = [infinitive, `${particle}zu${base}`, `${particle}ge${thirdPerson(base)}`];
      return forms.filter((candidate) => candidate !== form);
    }
  }
  return [];
}

/** Infinitives a regular participle's stem may have: `meldet` → `melden`, `reicht` → `reichen`. */
function participleBases(stem: string): string[] {
  if (!stem.endsWith('t')) return [];
  return stem.endsWith('et') ? [`${stem.slice(0, -2)}en`, `${stem.slice(0, -1)}n`] : [`${stem.slice(0, -1)}en`, `${stem.slice(0, -1)}n`];
}

/**
 * The zu-infinitives of particle verbs in a German text (`Originale sind 6 Monate aufzubewahren`, `ist … einzureichen`),
 * each as its infinitive (`aufbewahren`): the Snowball stem keeps the infix (`aufzubewahr`), so a question that says
 * `aufbewahren` or `Aufbewahrung` (both `aufbewahr`) would not find the sentence. The participle is left out: formed
 * as for a regular verb it is wrong for a strong one (`abgezieht`).
 * Only a word whose particle and rest, without `zu`, make a verb of the dictionary counts (`Anzug`, `Aufzug` do not).
 */
export function zuInfinitiveVerbs(text: string): string[] {
  const found: string[] = [];
  for (const token of text.match(/\p{L}{7,}/gu) ?? []) {
    const form = lowercase(token);
    if (!/^\p{Ll}/u.test(token) || !form.endsWith('n')) continue;
    for (const particle of particles) {
      if (!form.startsWith(`${particle}zu`)) continue;
      const infinitive = `${particle}${form.slice(particle.length + 2)}`;
      if (particleVerbForms(form).includes(infinitive)) found.push(infinitive);
      break;
    }
  }
  return [...new Set(found)];
}
