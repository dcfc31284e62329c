import { fold } from './fold.js';

const list = `
aber alle allem allen aller alles als also am an andere anderen auch auf aus bei beim bin bis bist da damit dann das dass
dazu dem den denn der des die dies diese diesem diesen dieser dieses doch dort du durch ein eine einem einen einer eines
er es etwas euch euer für gegen gibt gab gilt gelten hab habe haben hat hatte hier ich ihm ihn ihnen ihr ihre im in ins
ist jede jedem jeden jeder jedes kann kein keine können könnte man mein meine mich mir mit muss müssen musste nach nicht
möchte möchten möchtest möchtet mag magst mögen
dabei dadurch dafür dagegen dahinter daneben danach daran darauf daraus darin darum darunter darüber davon davor dazwischen
nichts noch nun nur ob oder ohne sehr sein seine sich sie sind so soll sollen sollte über um und uns unser unsere unter
viel viele vielen vieler vieles vom von vor war waren was weil welche welchem welchen welcher welches wenn werde werden wie wieder will wir wird
wo wollen würde zu zum zur zwischen wer wem wen wann warum wieso weshalb bitte darf dürfen wurde wurden eigentlich etwa
genau ja nein mal schon ganz laut bzw usw pro je lange oft hoch hohe stimmt es's wirklich inzwischen einfach mir heute
a about after all also am an and any are as at be been being but by can could did do does done for from had has have how i if
in into is it its me more most my no not of on or our ours should so some such than that the their them then there these
they this those to too under until up very was we were what when where which while who whom why will with would you your
much many long often may might must shall please tell each any get got one
vergleiche vergleich unterscheidet unterscheiden unterschied nenne nennen erkläre erklären zeige beschreibe regelt passiert
compare difference differ explain describe list show name happen happens happened geschieht geschehen
jeweils jeweilige jeweiligen respectively
ander anderem anderer anderes dessen hatten hin hinter ihrem ihren ihrer jene jetzt manche mehr seinem seinen seiner
seit solche sondern sowie wieviel wieviele wessen woher wohin womit wofür wodurch worauf wozu gemäß above again
against because before below between both doing down during few further having he her here hers herself him himself
his itself just myself nor now off once only other out over own same she theirs themselves through whose yours
according
innerhalb außerhalb während trotz wegen bezüglich hinsichtlich seitens mittels statt anstatt entlang gegenüber außer
neben oberhalb unterhalb jenseits samt sowohl weder obwohl sobald solange falls sofern soweit daher deshalb deswegen
trotzdem dennoch jedoch allerdings
regarding concerning within without upon among amongst across along around behind beyond despite toward towards via
throughout onto since besides unlike whereas whether though although however therefore thus another
ans aufs durchs fürs hinters übers ums unters vors
meinem meinen meiner meines dein deine deinem deinen deiner deines unserem unseren unserer unseres eure eurem euren eurer eures
jemand jemanden jemandem niemand niemanden irgendwer irgendwen irgendwem irgendwas irgendetwas irgendjemand
someone somebody anyone anybody something anything nobody everyone everybody everything
ungefähr circa zirka annähernd nahezu knapp derzeit momentan zurzeit gegenwärtig approximately roughly nearly almost
gar überhaupt halt eben wohl bloß eh sowieso ohnehin richtig richtige richtigen richtiger korrekt korrekte korrekten tatsächlich tatsächliche tatsächlichen
actually basically correct actual
don doesn didn isn aren wasn weren hasn haven hadn won wouldn shouldn couldn mustn needn shan ain
`;

const stopwords = new Set(list.split(/\s+/).filter(Boolean).map(fold));

/**
 * True for German and English function words and question fillers (folded input), and the stems English contractions
 * leave (`don` of `don't`): the words of a question that
 * name nothing to look for. The offline judge and the offline answerer both read a question with it; the index
 * uses PostgreSQL's lists (`isStopword`).
 */
export function isQuestionStopword(folded: string): boolean {
  return stopwords.has(folded);
}
