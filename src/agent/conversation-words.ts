import { fold } from '../text/index.js';

/**
 * Closed word classes of German and English that talk about the conversation itself rather than the world: social
 * formulas, pronouns of the speaker and the assistant, words that name the assistant, particles. Each is a grammatical
 * or social category (no sentences, no domain words); open-class words outside them are content.
 */
export type ConversationClass =
  /** Hello, hi, servus, moin. */
  | 'greeting'
  /** Thanks, danke, merci. */
  | 'thanks'
  /** Bye, tschüss, wiedersehen, later. */
  | 'farewell'
  /** Verbs of "how are you": geht, läuft, going, doing. */
  | 'wellbeing'
  /** Evaluative adjectives of replies and wishes: gut, schön, great, nice, helpful. */
  | 'appraisal'
  /** First-person feelings: froh, müde, glad, tired. */
  | 'feeling'
  /** Interjections, yes/no, politeness: na, oh, ok, ja, sorry, bitte. */
  | 'interjection'
  /** Parts of the day and occasions of greetings and wishes: Morgen, Abend, Wochenende, weekend. */
  | 'occasion'
  /** Verbs of wishing: wünschen, wish, enjoy. */
  | 'wish'
  /** The assistant, what it is and does in the conversation: bot, KI, Name, helfen, beantworten, answer, know. */
  | 'assistant'
  /** Verbs of the conversation itself: rede, spreche, talking, chatting (`Mit wem rede ich?`, `Who am I talking to?`). */
  | 'conversing'
  /** Genres of creative requests: Witz, Gedicht, joke, poem (asked for only after `ein`/`a`). */
  | 'creative'
  /** Genres that may carry facts (`eine Geschichte über unsere Gründung`): small talk only without open-class words. */
  | 'narrative'
  /** Verbs that ask for something to be shown, told or made: zeig, nenn, erzähl, show, tell, write. */
  | 'request'
  /** Question words: wer, was, wie, welche, who, what, how. */
  | 'interrogative'
  /** The assistant addressed: du, dich, dein, you, your (formal `Sie`, `Ihnen` are decided on case, see below). */
  | 'second-person'
  /** The speaker: ich, mir, mein, I, me, my. */
  | 'first-person'
  /** Auxiliaries and modals missing from PostgreSQL's stopword lists: bist, kannst, could, would. */
  | 'auxiliary'
  /** Particles, intensifiers, quantifiers, classifier nouns and addressees of social formulas: mal, heute, really, lot, kind (of), zusammen. */
  | 'particle'
  /** Words that frame a calculation: rechne, berechne, ergibt, calculate, equals. */
  | 'calculation';

// German adjectives appear inflected (`guten`, `schönes`); the helper lists the forms.
const inflected = (words: string) =>
  words
    .split(' ')
    .flatMap((word) => [word, `${word}e`, `${word}en`, `${word}er`, `${word}es`, `${word}em`])
    .join(' ');

const CLASSES: Readonly<Record<ConversationClass, string>> = {
  greeting:
    'hallo hello hallöchen hi hey heya hiya howdy servus moin moinsen tach grüezi grüß grüss gruß grüße grüsse greetings regards willkommen welcome ahoi yo',
  thanks:
    'danke dank dankeschön merci thanks thank thx ty cheers bedanke bedanken appreciate appreciated obliged dankbar grateful',
  farewell:
    'tschüss tschüs tschau ciao bye goodbye byebye wiedersehen wiederhören adieu ade farewell später bald later soon machs',
  wellbeing: 'geht gehts läuft läufts going doing befinden befindest',
  appraisal:
    inflected(
      'gut schön toll klasse prima perfekt super cool nett lieb hilfreich nützlich spitze wunderbar ausgezeichnet fantastisch genial interessant klar fein sicher',
    ) +
    ' good nice great fine awesome wonderful excellent fantastic brilliant lovely amazing helpful useful perfect sweet interesting clear sure passt stimmt',
  feeling:
    inflected('froh glücklich traurig müde gestresst gelangweilt langweilig') +
    ' freue freut glad happy sad tired stressed bored excited',
  interjection:
    'na ach oh ah aha ahh äh ähm hm hmm hmmm haha hahaha hehe lol wow yay juhu hurra ups oops hoppla jo ja jep jap nein nee nö yes yeah yep yup nope okay ok okey alright genau exactly exakt absolutely absolut definitely gerne gern bitte please sorry entschuldigung pardon',
  occasion:
    'tag morgen vormittag mittag nachmittag abend nacht wochenende woche feierabend day morning afternoon evening night weekend week rest time',
  wish: 'wünsche wünschen wünscht wish wishing enjoy genieß genieße genießen',
  assistant:
    'assistent assistentin assistant bot chatbot ki ai roboter robot maschine machine mensch human person computer programm program software name heißt heisst heiße heißen called ' +
    'helfen hilfst hilft helfe geholfen help helps helped assist unterstützen unterstützt wissen weißt weisst know knows beantworten beantwortest antwort antworten answer answers ' +
    'frage fragen question questions ask thema themen topic topics fähig able capable funktionierst funktionieren work tun tust tue gebaut entwickelt erstellt programmiert trainiert ' +
    'built developed created made trained verstehst verstehen understand wiederholen wiederholst repeat gesagt sagtest said meinst mean machst real',
  conversing: 'spreche sprechen sprichst spricht rede reden redest redet chatte chatten chattest unterhalte unterhalten unterhältst talk talking speak speaking chat chatting',
  creative:
    'witz witze scherz scherze gedicht gedichte reim reime limerick haiku rätsel wortspiel joke jokes poem poems rhyme riddle riddles pun puns limericks',
  narrative:
    inflected('lustig') +
    ' geschichte geschichten märchen lied lieder spruch sprüche anekdote story stories tale song songs anecdote funny',
  request:
    'mach zeig zeige zeigen nenn nenne nennen gib gibt geben sag sage sagen erklär erkläre erklären beschreib beschreibe liste such suche finde erzähl erzähle erzählen schreib schreibe schreiben sing singe dichte ' +
    'show tell give say explain describe list search find look send write sing compose bitte please',
  interrogative:
    'wer wen wem wessen was wie wo wann warum wieso weshalb weswegen welche welcher welches welchen welchem wieviel wieviele woher wohin womit wofür worüber wozu worauf who whom whose what which when where why how whats',
  'second-person':
    'du dich dir dein deine deinen deinem deiner deines euch euer eure you your yours yourself yourselves ya',
  'first-person': 'ich mich mir mein meine meinen meinem meiner meines i me my mine myself',
  auxiliary:
    'can do does did is are will bist bin seid kannst könnt könntest könnten konnte darfst darf dürfen magst mag möchtest möchte möchten willst musst müssen würdest hast hättest hätte would could may might must shall',
  particle:
    'mal denn eigentlich eben halt schon gerade grad heute today jetzt now wirklich really echt total ganz einfach just actually again too also even vielleicht maybe perhaps ' +
    inflected('kurz schnell') +
    ' quick quickly bisschen bit little lot lots much many vielen vielmals herzlich herzlichen tausend beste besten best nochmal nochmals anyway ' +
    'art arten sorte sorten kind kinds sort sorts type types zusammen allerseits leute everyone everybody folks guys there dear liebe lieber irgendwas irgendetwas something anything everything',
  calculation:
    'rechne rechnen berechne berechnen ausrechnen calculate compute ergibt ergeben macht equals equal gleich result ergebnis kommt raus heraus',
};

const LOOKUP = new Map<string, ConversationClass[]>();
for (const [name, words] of Object.entries(CLASSES) as Array<[ConversationClass, string]>) {
  for (const word of words.split(' ')) {
    for (const form of new Set([word, fold(word)]))
      LOOKUP.set(form, [...new Set([...(LOOKUP.get(form) ?? []), name])]);
  }
}

/** The conversation classes of a lowercase word, matched as written or without diacritics (`tschuss`); empty for content. */
export function conversationClassesOf(lower: string): readonly ConversationClass[] {
  return LOOKUP.get(lower) ?? LOOKUP.get(fold(lower)) ?? [];
}

/**
 * True for formal address in German: `Sie`, `Ihnen`, `Ihr…` capitalised inside a sentence (`Können Sie mir helfen?`).
 * Lowercase forms are the third person; at the start of a sentence the case says nothing and the third person is assumed.
 */
export function isFormalAddress(raw: string, sentenceStart: boolean): boolean {
  return !sentenceStart && /^(?:Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)$/.test(raw);
}
