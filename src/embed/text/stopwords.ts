import type { TextLanguage } from '../../spec/index.js';
import { fold as foldDiacritics } from '../../text/fold.js';

// Snowball's German list plus question words and fillers common in questions to a knowledge base.
const GERMAN = `aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes anderm andern
anders auch auf aus bei beim bin bis bist da damit dann das dass daß dasselbe dazu dein deine deinem deinen deiner deines dem
demselben den denn denselben der derer derselbe derselben des desselben dessen dich die dies diese dieselbe dieselben diesem
diesen dieser dieses dir doch dort du durch ein eine einem einen einer eines einig einige einigem einigen einiger einiges
einmal er es etwas euch euer eure eurem euren eurer eures für gegen gewesen hab habe haben hat hatte hatten hier hin hinter
ich ihm ihn ihnen ihr ihre ihrem ihren ihrer ihres im in indem ins ist jede jedem jeden jeder jedes jene jenem jenen jener
jenes jetzt kann kein keine keinem keinen keiner keines können könnte machen man manche manchem manchen mancher manches mein
meine meinem meinen meiner meines mich mir mit muss musste nach nicht nichts noch nun nur ob oder ohne sehr sein seine seinem
seinen seiner seines selbst sich sie sind so solche solchem solchen solcher solches soll sollte sondern sonst über um und uns
unsere unserem unseren unser unseres unter viel vom von vor während war waren warst was weg weil weiter welche welchem
welchen welcher welches wenn werde werden wie wieder will wir wird wirst wo wollen wollte würde würden zu zum zur zwar
zwischen wer wem wen wessen warum weshalb wieso wann wohin woher womit wofür worauf woran worüber bitte gibt gab gilt denn
eigentlich etwa genau ja nein mal schon ganz gerne sowie bzw usw ca zb dabei daher darf dürfen wurde wurden worden ist's`;

const ENGLISH = `a about above after again against all am an and any are aren't as at be because been before being below
between both but by can cannot could did do does doing don't down during each few for from further had has have having he
her here hers herself him himself his how i if in into is isn't it it's its itself let's me more most my myself no nor not
of off on once only or other ought our ours ourselves out over own same she should so some such than that that's the their
theirs them themselves then there there's these they this those through to too under until up very was we were what what's
when where which while who whom why with would you your yours yourself yourselves will shall may might must also please
tell does did s t d ll m re ve`;

const lists: Record<'german' | 'english', Set<string>> = {
  german: toSet(GERMAN),
  english: toSet(ENGLISH),
};
const both = new Set([...lists.german, ...lists.english]);

function toSet(words: string): Set<string> {
  return new Set(words.split(/\s+/).filter(Boolean).map(foldDiacritics));
}

/** True when a folded, lowercase token is a stopword of `language` (`simple`: German or English). */
export function isStopword(foldedToken: string, language: TextLanguage = 'simple'): boolean {
  return language === 'simple' ? both.has(foldedToken) : lists[language].has(foldedToken);
}
