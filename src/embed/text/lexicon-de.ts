/**
 * Common German word parts for the decompounder: nouns (singular, plus plural-only words), verb stems and
 * adjectives that occur as compound members. Hand-written for general, business and technical text;
 * lexicalised compounds (`mitarbeiter`, `unternehmen`) are listed whole so they are not split.
 */
export const GERMAN_LEXICON_TEXT = `
abend abenteuer abfall abgabe abhängigkeit ablauf ablösung abnahme abo abonnement abrechnung absage abschluss abschnitt
absender absicht absicherung abstand abstimmung abteilung abwesenheit abweichung abwicklung abzug achse achtung adresse
agentur akte aktie aktion aktivität aktualisierung akzeptanz alarm alltag alter alternative ampel amt analyse anbieter
änderung anfang anforderung anfrage angabe angebot angestellte angriff anhang anlage anleitung anmeldung annahme anpassung
anreise anruf ansatz anschluss ansicht ansprechpartner anspruch anstieg antrag antwort anwalt anwender anwendung anzahl
anzeige apotheke apparat app arbeit arbeitgeber arbeitnehmer archiv ärger argument arm art artikel arzt aspekt atem audit
aufbau aufenthalt auffassung aufgabe aufhebung aufklärung auflage auflösung aufnahme auftrag aufwand aufzug auge ausbau
ausbildung ausfall ausführung ausgabe ausgang ausgleich auskunft ausland auslastung ausnahme ausrüstung aussage ausschluss
ausschreibung außen aussicht ausstattung austausch ausweis auswahl auswertung auswirkung auszahlung auszubildende auto
automat automatisierung autor backup bad bahn bahnhof balance band bank bargeld basis batterie bau bauch bauer baum beamte
bearbeitung becher bedarf bedeutung bedienung bedingung beendigung befehl befragung befristung begleitung begriff begründung
behandlung behörde beitrag beispiel bekanntmachung beleg beleuchtung benachrichtigung benutzer benutzung beobachtung beratung
berater berechnung berechtigung bereich bereitschaft bereitstellung berg bericht beruf berücksichtigung beschaffung bescheid
bescheinigung beschluss beschreibung beschwerde besitz besprechung bestand bestandteil bestätigung bestellung bestimmung
besuch besucher betrag betreff betreiber betreuung betrieb betrug bett beurteilung bewegung bewerber bewerbung bewertung
bewohner bezahlung bezeichnung beziehung bezug bibliothek bier bild bildschirm bildung bilanz bindung biologie birne bitte
blatt blick blitz block blume blut boden bogen bonus boot börse bote botschaft brand brief brille brot brücke bruder brutto
buch buchhaltung buchung budget bühne bund bürger büro bus butter campus chance chef chemie chip cloud code computer
dach darlehen darstellung datei daten datenbank datum dauer decke defekt definition denkmal dichte dienst dienstleister
dienstleistung digitalisierung ding direktor diskussion dokument dokumentation dorf dose draht dritte druck drucker durchführung
durchschnitt dusche ebene ecke effekt ehe ehre eigenschaft eigentum eigentümer eignung eile eimer einarbeitung einbau
eindruck einfluss eingabe eingang einheit einigung einkauf einkommen einladung einleitung einnahme einreichung einrichtung
einsatz einschränkung einsicht einstellung einstieg eintrag eintritt einverständnis einwilligung einwohner einzahlung einzel
eis eisen element eltern empfang empfänger empfehlung ende energie engagement entfernung entgelt entlassung entlastung
entscheidung entschädigung entschuldigung entsorgung entwicklung entwickler entwurf erde ereignis erfahrung erfassung erfolg
erfüllung ergebnis erhaltung erhebung erhöhung erholung erinnerung erkenntnis erkennung erklärung erlaubnis erlös ermäßigung
ermittlung eröffnung ersatz erstattung erstellung ertrag erwachsene erwartung erweiterung erziehung essen etage etat euro
exemplar experte export fabrik fach fähigkeit fahrer fahrt fahrzeug fakt faktor fall familie farbe fassung fehler feier
feld fenster ferien fernseher fertigung fest feuer figur filiale film filter finanz finanzierung firma fisch fläche flasche
fleisch flucht flug flughafen flugzeug fluss folge form formular forschung fortbildung fortschritt foto frage frau freigabe
freiheit freitag freizeit fremd freude freund frieden frist frühling frühstück führung führer füllung funktion furcht fuß
gabe garantie garten gas gast gastronomie gebäude gebiet gebühr geburt geburtstag gedanke gefahr gefühl gegenstand gegenwart
gegner gehalt gehäuse geheimnis geist geld gelegenheit geltung gemeinde gemeinschaft gemüse genehmigung generation gerät
gericht geschäft geschäftsführer geschäftsführung geschenk geschichte geschwindigkeit gesellschaft gesetz gesicht gespräch
gestaltung gesundheit getränk gewährleistung gewicht gewinn gewohnheit glas glaube gleichung glück gold grad grafik grenze
grippe größe grund grundlage gruppe gültigkeit gummi gunst gurt gut gutachten gutschein gutschrift haar hafen haft haftung
hälfte halle hals haltung hand handel handlung handy hardware haupt haus haushalt haut hebel heft heim heimat heizung held
hemd herausforderung herbst herkunft herr hersteller herstellung herz hilfe himmel hindernis hinweis hitze hobby hochschule
hof höhe holz honorar hose hotel hund hunger hütte idee implementierung import index industrie info information infrastruktur
inhaber inhalt initiative inland insel installation instanz institut integration interesse internet interview investition
jahr jahreszeit job jugend junge kabel kaffee kalender kälte kamera kampagne kampf kanal kante kapazität kapital karriere
karte kasse katalog kategorie katze kauf käufer kaution kenntnis kennung kennzahl kennzeichen kern kette kind kindergarten
kino kirche kiste klage klasse klausel kleid klima klinik knopf koch koffer kollege kombination komfort kommission kommune
kommunikation kompetenz komponente konferenz konfiguration konflikt konkurrenz können konsequenz kontakt konto kontrolle
konzept konzern kooperation kopf kopie korrektur kosten kraft krankenhaus krankheit kredit kreis krieg krise kritik küche
kuchen kugel kultur kunde kundin kündigung kunst kurs kurve kurz küste labor ladung lage lager land landschaft länge lärm
last lauf laufzeit laune leben lebensmittel lehre lehrer leistung leiter leitung lernen leser leute licht liebe lieferant
lieferung liegenschaft linie liste liter lizenz lob loch logik lohn lösung luft lust macht mahnung mail mangel mann mannschaft
mantel marke markt maschine maß maßnahme material mauer maus medien medikament medizin meer mehrwert meinung meister meldung
menge mensch messe messer messung metall meter methode miete mieter milch minute mitarbeiter mitarbeiterin mitglied
mitgliedschaft mittag mitte mittel mitteilung mittwoch möbel mode modell modul möglichkeit monat montag montage moral morgen
motiv motor müll mund museum musik muster mutter nachbar nachfrage nachricht nachteil nachweis nacht nähe name nase natur
nebel nehmer netz netzwerk neuigkeit niederlassung niveau norm not notfall notiz nummer nutzen nutzer nutzung oberfläche obst
ofen öffentlichkeit öffnung ohr öl oper operation opfer ordner ordnung organisation ort paar paket panne papier park partei
partner passwort patient pause pauschale pech person personal pfad pflanze pflege pflicht phase pilot plan planung platte
platz politik polizei portal porto position post posten praxis preis presse prinzip priorität probe problem produkt
produktion profil programm projekt protokoll provision prozent prozess prüfung publikum pumpe punkt qualität quartal quelle
quittung rabatt rad radio rahmen rand rang rat rate raum reaktion rechner rechnung recht rede regel regelung regen region
reihe reinigung reise reisende reklamation rente reparatur reserve rest restaurant richtlinie richtung risiko rolle route
rücken rückerstattung rückgabe rückmeldung rückruf rücksicht rücktritt ruf ruhe runde saal sache sachverhalt saft salz
samstag satz schaden schalter schätzung schicht schiff schild schlüssel schluss schmerz schnee schnitt schnittstelle schrank
schrift schritt schuh schuld schule schüler schutz schwelle schwester see seele segment seite sekunde sendung sensor serie
server service sessel sicherheit sicherung sicht sieg signal sinn situation sitz sitzung skala software sohn soldat sommer
sonne sonntag sorge sorte speicher speicherung spende sperre sperrung spiegel spiel sport sprache stadt stadium stamm stand
standard standort stärke station statistik status stecker stelle stellung steuer stift stil stimme stimmung stoff störung
strafe strand straße strategie strecke streik streit strom struktur stück student studie studium stufe stuhl stunde sturm
suche summe support system szenario tabelle tafel tag tagung takt tank tanz tarif tasche taste tat tätigkeit tausch team
technik technologie teil teilnahme teilnehmer telefon teller temperatur termin test text thema theorie ticket tier tisch
titel tochter tod toleranz ton tor tour träger training transport traum treffen treppe trend tür turm typ übergabe
übergang übernahme übersicht übersetzung überstunde übertragung überweisung übung uhr umfang umfrage umgebung umgang umsatz
umsetzung umstellung umwelt umzug unfall uniform universität unterlage unternehmen unterricht unterschied unterschrift
unterstützung untersuchung urlaub ursache urteil vater veranstaltung verantwortung verarbeitung verband verbesserung
verbindung verbot verbrauch verbraucher verein vereinbarung verfahren verfügbarkeit verfügung vergleich vergütung verhalten
verhältnis verhandlung verkauf verkäufer verkehr verlag verlängerung verletzung verlust vermittlung vermögen verordnung
verpackung verpflegung verpflichtung versand versicherung version verspätung verständnis versuch verteilung vertrag
vertreter vertretung vertrieb verwaltung verwendung verzeichnis verzicht verzögerung verzug video vorbereitung vorgabe
vorgang vorgesetzte vorlage vorschlag vorschrift vorsicht vorstand vorteil vortrag voraussetzung vorgehen waage wachstum
waffe wagen wahl wahrheit wald wand wandel ware wärme warnung wartung wasser wechsel weg wein weise weiterbildung welt
werbung werk werkstatt werkzeug wert wetter wettbewerb widerruf widerspruch wiese wind winter wirkung wirtschaft wissen
wissenschaft woche wochenende wohnung wolke wort wunsch würde zahl zahlung zeichen zeile zeit zeitraum zeitung zentrale
zentrum zertifikat zertifizierung ziel zimmer zins zone zucker zufriedenheit zug zugang zugriff zukunft zulage zulassung
zusage zusammenarbeit zusammenfassung zusatz zuschlag zuschuss zustand zustellung zustimmung zuständigkeit zweck zyklus
abbildung abbruch abdeckung abfrage abhilfe abmahnung abmeldung abrufe abruf absatz abschaltung abschreibung absprache
 ablage ablehnung abmessung ader aktualität akku alarmierung anbindung anfahrt angelegenheit anhörung ankunft
anlass anlieferung anmerkung annahmeschluss anordnung anreiz anschaffung anschrift anteil antragsteller anwesenheit
anzahlung arbeitsplatz architektur attribut aufschlag aufsicht aufstellung auftraggeber auftragnehmer aufwendung ausfallzeit
ausgaben auslandsreise ausnahmefall ausschuss außendienst aussteller auswertung authentifizierung autorisierung beanstandung
bedrohung beendigung beförderung befugnis beginn beherbergung beilage beitritt belastung belegschaft beleuchtung belohnung
bemerkung benchmark benennung bereinigung bergung beschäftigte beschäftigung beschränkung besetzung besonderheit
bestellnummer beteiligung betriebsrat betroffene bevollmächtigte bewirtung bezirk bezugnahme bilanzierung blockade bonität
branche bremse brennstoff bundesland charge cockpit controlling dämmung dashboard datenschutz deckung dienstreise dienstwagen
differenz dimension direktion disposition distanz dringlichkeit durchsatz echtzeit effizienz eigenanteil eilzustellung
einbindung einbuße einhaltung einheitlichkeit einkunft einmalzahlung einsparung einspruch einstufung einteilung
eintragung einweisung einzelheit eisenbahn elektrik elektronik empfangsbestätigung endgerät engpass entnahme entstehung
erfassung ergänzung erkrankung erlass ermächtigung ernennung erneuerung erreichbarkeit erschließung erweiterbarkeit
eskalation etappe fahrkarte fahrplan fahrtkosten fahrzeit fälligkeit fehlerbehebung feiertag fernwartung festnetz
feststellung firmware flotte förderung forderung fortsetzung fracht freibetrag frequenz frühbucher funk gefährdung gegenleistung
geheimhaltung gelände geltungsbereich genauigkeit gerichtsstand gesamt geschäftsjahr geschäftspartner gesellschafter
gewerbe gleitzeit grenzwert großhandel grundgebühr gutachter hafen haftpflicht halbjahr handbuch händler hauptsitz
heimarbeit hochverfügbarkeit homeoffice höchstbetrag hotline identität inbetriebnahme inhaltsverzeichnis inspektion
instandhaltung instandsetzung intervall inventar inventur jahresabschluss kalkulation kapitel kassenbon kaufpreis kennwort
kilometer kilometerpauschale klärung kleinbetrag kontingent kontrahent konvention körperschaft kostenstelle kostenübernahme
krankmeldung kühlung kulanz kurzarbeit ladestation langzeit lastschrift latenz lebenslauf leerlauf leistungsbeschreibung
lernplattform lesbarkeit lieferschein lieferzeit limit logistik mahngebühr mandant marge maximum meilenstein mehraufwand
mehrkosten meldepflicht messwert mietwagen minderung mindest minimum missbrauch mitbestimmung mitwirkung mobilität
modernisierung monitoring nachbesserung nacherfüllung nachlass nachtrag nebenkosten neukunde nichtverfügbarkeit
niederschrift notiz nutzungsrecht obergrenze objekt offline online ordnungswidrigkeit parkplatz passwort pensum pflichtenheft
plattform pönale prämie präsentation preisliste premium probezeit produktivität prognose projektleiter protokollierung
provider prüfer quote rahmenvertrag rechenzentrum rechtsweg redundanz referenz regelmäßigkeit reichweite 
reisezeit reklame relevanz rendite reservierung ressource revision rezeption richtwert rückfrage rückstand rufnummer
sachbearbeiter sanktion schadensersatz schätzwert schiedsstelle schlichtung schriftform schulung schwachstelle selbstbehalt
seminar sicherheitslücke skalierung skonto sofortmaßnahme sonderkündigung sonderzahlung spesen staffel stammdaten
standardisierung stellvertreter steuerung stichprobe stornierung storno strafzahlung streitigkeit stundensatz subunternehmer
taxi teilzeit telearbeit terminierung tochtergesellschaft topologie transparenz überwachung umbuchung umlage umrechnung
unterauftrag unterkunft unterzeichnung urlaubstag veranlassung verbindlichkeit verfall verfügbar vergabe
verifizierung verjährung verkaufspreis verlauf vermieter vernetzung veröffentlichung verrechnung verschlüsselung verschwiegenheit
versetzung verstoß verteiler vertragspartner vertraulichkeit verwarnung verweis vollmacht vollzeit vorauszahlung vorbehalt
vorfall vorhaben vorkasse vorlauf vorort vorrang vorsitz vorsorge wartezeit wechselkurs weisung weiterleitung wiederherstellung
wohnsitz zahlungsziel zeiterfassung zeitzone zuordnung zurückweisung zusammenstellung zusicherung zustellung zuweisung
zuverlässigkeit zweigstelle
abkommen abschied absolvent abstieg adel adler affe agent akademie akt akzent album allee allianz alpen altar amerika
ampel anbau andacht angel angst anker anlauf anmut anstalt antike antrieb anwesen apfel april aquarium arena armee
armut art arten asche ast atom attentat aufstand aufstieg ausdruck ausflug ausstellung ausweg axt bach backofen bahnsteig
ball ballon band bande bar bär bart bass bauwerk beere befreiung begabung begegnung beifall bein belagerung berufung
besatzung beschuss besen bestie beton beute bevölkerung bezirk biene bier bildhauer birke bischof biss blei blech blatt
blüte bohne bombe boot botschafter brauch braut brei brett brunnen brust bucht bühne burg busch chor chronik dame damm
dampf decke degen deich dichter dieb diener dom donner drache drama dreieck drogen duft dünger durst ebbe echo edelstein
ehemann eiche eid eier eifer eimer einwanderung eiche elefant elend ellbogen emigration engel enkel ente entdeckung
epoche erbe erbse ereignis erfinder erfindung ernte eroberung erz esel eule expedition fabel fackel faden fahne falke
falle falte farm faser fass faust feder fee fehde feind feldzug fels ferne fessel festung fett fichte fieber finger
flagge flamme flanke fleck fliege flotte flöte flügel flur föderation fohlen folter forst fracht frack fraktion freistaat
front frosch frucht fuchs fund fürst gabel galerie gang gans gebet gebirge gebot gedicht geduld gefängnis gegend gehirn
geige gelenk gemälde genie gerste geruch gesang geschlecht geschütz geselle gestein gewalt gewand gewehr gewerkschaft
gewitter gift gipfel gitarre glanz glocke gnade gott gottheit grab granit gras grenze grube gürtel hafer hagel hahn
hai haken hammer hang harfe hase hass hauptstadt hauptmann hecke heer heide heiler heilige heirat hektar helm hengst
herde hering herrschaft herrscher herzog hexe hirsch hirte hochzeit höhle hölle honig horn hügel huhn hülle hymne insekt
inschrift jagd jäger joch jünger kabinett kaiser kaiserreich kalk kamel kamin kammer kanone kanton kanzler kapelle
kapitän kardinal karneval kasten kathedrale kauz keim keller kelch kerze kessel kiefer kinn kissen klang klee kleidung
kloster knabe knochen knoten kobold kohle kolonie komet komponist könig königin königreich konzert kopfschmerz korb korn
körper kraut krebs kreuz krieger krone krug kupfer kutsche lamm lampe lanze laub lawine legende lehm leib leiche leim
leinen lerche leuchtturm lied linde lippe löwe luchs macht magen mahl mais maler malerei mandat mantel märchen marine
marmor marsch masse mast medaille mehl meister melodie messe miliz minister ministerium mittelalter mohn mönch mond moor
moos mord mörder mühle münze muschel muskel mythos nabel nadel nagel narbe nation nebel neffe nerv nest netz nichte
niederlage nonne norden nuss oase ochse offizier onkel orchester orden organ orgel osten ozean palast palme panzer papst
parade parlament pass pate pech pelz perle pest pfarrer pfeffer pfeife pfeil pferd pfennig pflug pforte pfote philosoph
philosophie pilger pilz pinsel planet plage pokal posaune pracht präsident prediger priester prinz prinzessin prophet
provinz prüfung pulver pyramide quarz rabe rache rasen ratte raub räuber regent regierung reich reiter religion rennen
republik revolution rhythmus ring ritter rock roggen rose ross rost rübe ruder ruhm ruine rüstung saat säbel sage säge
saite salbe samen sand sänger sarg sattel säule schach schaf schale scham schar schatten schatz schauspieler scheibe
schein schenkel scherbe schicksal schlacht schlaf schlange schloss schmied schmuck schnabel schnur schrei schwan schwanz
schwein schwert seide seil sekte sense siedlung silber sinfonie sklave sklaverei sockel sonate spaten speer spinne spitze
splitter sporn spur staat stab stachel stahl stall stamm staub stein stern steuerung stier stirn stock stolz storch
strahl strauch strauß streit stroh strumpf stufe stunde sumpf sünde suppe symphonie tabak tal talent tanne tante
tapete tau taube teich tempel teppich territorium teufel theater thron tiger tinte tochter ton topf trauer traube treue
tribut trommel trompete truppe tuch tugend tulpe tunnel turnier ufer ulme umlauf unabhängigkeit ungeheuer universum
unruhe untergang urwald vase veilchen verbrechen verbrecher vereinigung verfassung verrat vers verteidigung vertreibung
vieh vogel volk vorfahr vulkan wache wachs waffe waise wal wall wappen warte weide weizen welle wespe wiege wild wille
wimper wipfel wirbel wirt witwe wolf wolle wunde wunder wurm wurst wurzel wüste zahn zaun zeder zelle zelt zepter zeuge
ziege ziegel zinn zoll zorn zunge zwerg zwiebel
abfahrt abitur adresse akku aktenordner algorithmus analyst anwendungsfall apparatur arbeitsspeicher armband aufnahme
autobahn bakterie ballett band batterie begriff beleg bericht betriebssystem bewohner bezeichnung bibel biologe
blockchain browser chemiker chip computer datenbank dekade diagramm diät dichtung dirigent doktor drucksache
elektrizität elektron emission energie enzym erdbeben erde erdgas erdöl erreger evolution fakultät feinstaub fernsehen
festplatte flüssigkeit formel fossil frequenz galaxie gas gen genetik geologie geometrie gewebe gleichung grafikkarte
gravitation hormon hybrid hypothese immunsystem impfstoff infektion informatik ingenieur insulin isotop kalorie
kapillare katalysator kern klimawandel kohlendioxid kohlenstoff kolben kompass kondensator kontinent kraftwerk kristall
kunststoff laser legierung linse lunge magnet magnetfeld mathematik mathematiker medikament membran metall mikroskop
mineral mobilfunk molekül mutation nährstoff neuron niere nukleus organismus oxid ozon parasit partikel pathogen physik
physiker pigment plasma planet plastik pol polymer population protein proton quantum radar rakete reaktor rechenleistung
satellit sauerstoff säure schaltkreis schwerkraft sediment sensorik smartphone solar spannung spektrum sperma stickstoff
stoffwechsel strahlung strom substanz symptom synapse tablet teilchen teleskop theorem therapie transistor tumor
turbine umlaufbahn vakuum variable vektor virus vitamin wasserstoff wellenlänge widerstand zelle zellkern
abgeordnete abstimmung abtei adel agentur akademiker aktionär amtszeit anhänger anklage anleihe anschlag ära athlet
aufsichtsrat außenminister auszeichnung autorität behauptung bischof bistum botschaft bündnis bundeskanzler bundesrat
bundestag bürgerkrieg bürgermeister demokratie demonstration diktatur diplomat dynastie einheit einwanderer emir
erbfolge erzbischof exil fernsehsender finale fraktion fußball gegenspieler generalsekretär gerichtshof gesandte
gouverneur grafschaft großmacht herzogtum imperium inflation invasion journalist kader kaiserin kalif kampagne kandidat
kapitalismus kirchenrat koalition kolonialismus kommunismus konföderation kongress konsul kontroverse krönung kurfürst
landtag liga manifest mannschaft meisterschaft metropole migration minderheit mission monarch monarchie nachfolger
nationalismus neutralität olympiade opposition papsttum partei pokal premierminister protest rebellion reform reformation
regime region regisseur rekord residenz revolte richter rivale saison schiedsrichter senat senator siedler sieger
sozialismus souveränität spieler stadion stadtrat steuerzahler streitkraft stürmer teilnehmer torwart trainer
universität unruhe verbündete verein vereinte verhaftung verteidiger vertragsstaat verwaltungsbezirk volksabstimmung
wahlkampf wahlkreis weltkrieg weltmeister widerstand zeitalter zivilist
abenteuer abgas ablage achsel ampel angebot anzug apotheker arbeiter architekt astronaut aufzug augenblick ausgabe
bäcker bäckerei badewanne bahnstrecke balkon banane bauernhof baustelle beamter becken bein benzin besteck betreuer
bienenstock birne blase bleistift blumenkohl bohrer bratwurst brieftasche briefkasten briefmarke brötchen bruch bürste
butter dachboden daumen decke dieb dose drucker dünger durchfahrt ehefrau eingang einkaufswagen eisenbahn elektriker
ellenbogen ente erbse erdbeere ernährung esstisch fahrrad fahrschein fahrstuhl fassade feder fernbedienung ferse
feuerwehr fieber finger fleischer flur föhn forscher fotograf friseur frucht füller fußboden gabel garage gärtner
gebiss gefrierschrank gehweg geldbeutel gemeinde geschirr gesetzgeber getreide gewürz glühbirne grenze gurke haarschnitt
hafen hagel hähnchen halstuch handschuh handtuch handwerker hausarzt hausaufgabe heft herd himbeere hinterhof hocker
hofladen hose hosentasche hühnchen imbiss jacke joghurt kakao kaninchen kantine kartoffel käse kasse kellner kerze
kette kiefer kinderwagen kirsche kissen klavier kleiderschrank klingel knie knoblauch koffer kohl kommode kopfkissen
kopfhörer korridor kran kreuzung küchenchef kühlschrank kürbis lager lampe landwirt lastwagen lauch lehrling leiter
lenkrad lineal löffel lokomotive lunge magen mahlzeit maler marmelade matratze maurer mechaniker mehl melone messer
metzger mikrowelle mixer möhre mülleimer nachbarschaft nagel nudel ofen ohrring omelett orange paprika parkhaus pfanne
pfirsich pflaster pflaume pilot pinsel pizza polizist portemonnaie postbote quark rasierer rathaus regal regenschirm
reifen reis rezept rind rock rollstuhl rücken rucksack sahne salat salbe schal schere schinken schlafzimmer schlitten
schnitzel schokolade schornstein schrank schraube schreibtisch schublade schulter schwamm seife sekretär sessel sofa
socke spargel spatz speck spiegel spielplatz spinat spritze spülmaschine stadtplan stecker steckdose stiefel stirn
strumpf suppe tablett tankstelle tasse taxi teekanne teig telefonnummer teppich tomate topf torte treppenhaus tresor
tüte uhrzeit unterhemd vorhang waage wade wange wanne waschbecken waschmaschine wecker werkbank wiege wohnzimmer zahnarzt
zahnbürste zahnpasta zange zehe zeitschrift zitrone zucchini zwiebel
absicherung anteilseigner arbeitsvertrag aufbewahrung aufstockung ausbilder ausfuhr auslieferung ausschüttung
aussteuer bankverbindung barzahlung bauleitung bedürfnis begünstigte beleihung bemessung beratungsgespräch beschaffer
bestandskunde beteiligte betriebsstätte bezugsquelle binnenmarkt börsengang buchwert bürgschaft dienstvertrag
dividende einfuhr eingangsrechnung einkäufer einzelhandel eisenwaren endkunde entlohnung erbschaft erwerb fachkraft
filialleiter finanzamt fördermittel fusion gebrauch gehaltserhöhung geldwäsche gesellschaftsvertrag gewährung
gläubiger großkunde grundstück gutachten handelsregister hauptversammlung honorarkraft immobilie insolvenz jahresumsatz
kapitalgesellschaft kartell kaufvertrag kleinunternehmen kommanditist konkurs kostenvoranschlag kreditgeber kreditkarte
kundendienst kundenstamm lagerbestand leasing lieferkette liquidität marketing marktanteil mehrwertsteuer mietvertrag
mindestlohn nachfolger nettolohn pacht pfand produzent prokura quittung rechnungswesen rückstellung sachwert schuldner
sozialversicherung spedition stammkapital steuerberater stundung tarifvertrag tilgung treuhand umsatzsteuer unterhalt
verbindlichkeit vermieter vermögenswert versicherungsnehmer vertragsstrafe verwahrung vorstandsvorsitzende wertpapier
zahlungsverzug zinssatz zollamt
`;

/** Members that occur (almost) only as the first part of a compound: adjective, verb and preposition stems. */
export const GERMAN_MODIFIER_TEXT = `
abend alt auto bau bereit dienst doppel dreh drei eigen ein einzel end erst fach fahr fern fest frei
früh fünf ganz gegen gemein gesamt gleich groß grund halb haupt heim hinter hoch höchst inner klein kurz lang lauf
leer lehr lese lern mehr miet mindest mit mittel nach neben netto neu nieder normal not ober privat rück ruf sammel schnell
schreib selbst sonder spät spiel sprech start steuer stück such teil tief trenn über um unter viel voll vor warte
wasch wieder zahl zentral zusatz zwei zwischen wohn park buch zweit dritt viert dauer prüf fehl
kauf liefer melde brutto kern kühl lade mess nacht funk mobil digital schutz rot grün blau schwarz weiß gelb grau braun warm kalt heiß süß
sauer stark schwach hart weich leicht schwer dick dünn breit eng nah welt
`;
