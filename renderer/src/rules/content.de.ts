/**
 * Die Regeln von Auf der Walz auf Deutsch, für diese Ausgabe neu geschrieben (Fakten aus der
 * Spielanleitung, den Entscheidungen C01–C49 in shared/rules/clarifications.md und den Daten
 * in shared/data; keine Sätze aus der Anleitung). Begriffe wie in der deutschen Anleitung.
 * Gleiche Abschnitte in gleicher Reihenfolge wie content.en.ts.
 */
import { example, h, list, note, p, steps, table } from './blocks';
import type { RulesDocument } from './types';

export const RULES_DE: RulesDocument = [
  {
    id: 'aim',
    title: 'Ziel des Spiels',
    lead: 'Drei Jahre und einen Tag unterwegs – und am Ende die meisten Siegpunkte.',
    blocks: [
      p(
        'Im 19. Jahrhundert ging ein junger Handwerker nach der Gesellenprüfung **auf die Walz**: drei Jahre und einen Tag unterwegs, bei vielen Meistern an vielen Orten, und der Heimat nie zu nahe. In diesem Spiel seid ihr – zwei bis vier Spieler – solche **Gesellen**.',
      ),
      p(
        'Gespielt werden drei **Spieljahre**; in jedem spielt jeder Geselle sechs Tippelkarten aus. Nach jedem Jahr gibt es eine [Zwischenwertung](#yearEnd). Danach kommt **der Eine Tag**, ein letzter Zug für alle, und schließlich die [Schlusswertung](#final). Wer dann die meisten Siegpunkte (SP) hat, hat das Beste aus seiner Walz gemacht und gewinnt.',
      ),
      h('Woher die Punkte kommen'),
      list(
        '**Das Kerbholz.** Du sammelst **Kanthölzer** in fünf Farbgruppen. Fünf passende füllen ein Segment und schließen es ab; ein abgeschlossenes Segment zählt bei jeder Wertung, auch bei der Schlusswertung.',
        '**Arbeit.** Wo du arbeitest, lässt du einen **Scheniegelei-Marker** zurück, solange du noch einen hast. Bei jeder Zwischenwertung bringt jeder deiner Marker auf einem Landschaftsplättchen 1 SP und jede Stadt mit mindestens einem davon 2 SP.',
        '**Das Wanderbuch.** Stadtsiegel, Persönlichkeiten, Reisekameraden, Mußekarten und Stenzkarten, die du dort sammelst, bringen am Ende Punkte.',
        '**Geld, Begegnungen und Bestleistungen.** Je volle 10 Thaler, der Ohrring, falls du ihn noch trägst, die Markierungssteine anderer Gesellen, denen du begegnet bist, und ein Sondermarker für jede Farbe, die du als Erster abgeschlossen hast.',
      ),
      note(
        'Abgeschlossene Segmente und Scheniegelei-Marker werden bei jeder Zwischenwertung erneut gezählt. Was du im ersten Jahr aufbaust, zahlt sich bis zum Schluss aus – ein früher Start lohnt sich sehr.',
      ),
    ],
  },
  {
    id: 'setup',
    title: 'Spielvorbereitung',
    lead: 'Den Tisch deckt die App für euch. Damit geht es los.',
    blocks: [
      h('Auf dem Tisch'),
      list(
        'Das **Startfeld** in der Mitte: die **Heimat** mit der Windrose, umgeben von sechs fest angelegten Landschaftsplättchen. Alle Spielfiguren beginnen in der Heimat.',
        'Verdeckte Stapel mit 36 **Landschaftsplättchen** (18 Wiesen, 11 Wälder, 7 Felder), 7 **Stadttafeln**, 12 **Schicksalsplättchen**, 14 **Nachrichten**, 16 **Reisekameraden**; dazu 12 **Mußekarten** in drei offenen Stapeln nach Art (Malen, Schreiben und Musizieren, je vier).',
        'Die Wertungstafel mit den drei **Stenzkarten** und dem **Hut**, der zu Beginn leer ist.',
        'Die Thalerkasse und der Vorrat an Kanthölzern: 20 orange, 20 schwarze, 40 rote und je 30 blaue, grüne, gelbe und weiße. Thaler gehen der Kasse nie aus; Kanthölzer einer Farbe können dagegen ausgehen, und dann erhält niemand mehr diese Farbe.',
      ),
      h('Jeder Geselle'),
      list(
        '10 Thaler in der Geldkatze und den **Ohrring**: eine stille Reserve, im Notfall 8 Thaler wert, am Ende 1 SP.',
        'Ein **Kerbholz**, auf dessen unterstem Segment schon ein orangefarbenes und ein schwarzes Kantholz liegen.',
        '18 gemischte **Tippelkarten** – sechs davon für das erste Jahr auf der Hand – und die **Karte für den Einen Tag**, die beiseitegelegt wird.',
        'Den **Charly** (Charlottenburger, das Bündel des Gesellen): Auf ihm haben Geldkatze, Reisekamerad, Markierungssteine und Würfel ihren Platz.',
        '7 Scheniegelei-Marker, je 7 Stadtsiegelkarten und Stadtsiegelmarker, 3 Würfel und 4 verdeckte **Entwicklungskarten**. 4 **Markierungssteine** liegen auf dem Charly, 3 weitere warten im allgemeinen Vorrat.',
      ),
      p('Den Startspieler legt ihr beim Einrichten eines neuen Spiels fest. Danach geht es reihum in Sitzreihenfolge weiter.'),
    ],
  },
  {
    id: 'turn',
    title: 'Ein Spielzug',
    lead: 'Karte ausspielen, Punkte ausgeben, unterwegs mitnehmen, was sich bietet.',
    blocks: [
      p(
        'In deinem Zug musst du eine Tippelkarte von der Hand ausspielen – Passen gibt es nicht. Ihr Wert von 1 bis 5 ergibt deine **Tippelpunkte** für diesen Zug.',
      ),
      p(
        'Nur zwei Dinge kosten Punkte: ein **Schritt** entlang eines Pfades auf das Nachbarfeld und das **Ausbaldowern** von einem sechseckigen Feld aus. Beides kostet je 1 Punkt. Alles, was du auf den erreichten Feldern tust, kostet keine Punkte – oft aber Thaler.',
      ),
      h('Die drei Feldformen'),
      list(
        '**Quadratische Felder** sind die Stationen entlang der Pfade, darunter Wirtshäuser, Herbergen und Rathäuser. Betrittst du eines, entscheidest du, ob du es nutzt oder einfach weiterziehst.',
        '**Sechseckige Felder** liegen im Herzen jedes Plättchens und jeder Stadt. Von dort aus kannst du neues Land [ausbaldowern](#scouting).',
        '**Runde Felder** – Arbeit, Muße und die Kutsche – liegen am Ende kurzer Stichwege. Wer eines betritt, beendet seinen Zug direkt nach dessen Wirkung.',
      ),
      h('Wann ein Zug endet'),
      list(
        'Du darfst deinen Zug jederzeit beenden. Nicht verbrauchte Punkte verfallen; aufsparen lassen sie sich nicht.',
        'Betrittst du ein rundes Feld oder ein Feld, auf dem ein anderer Geselle steht ([eine Begegnung](#meetings)), endet der Zug gleich nach der Wirkung dieses Felds: Ein Wirtshaus, eine Herberge oder ein Rathaus, wo du jemandem begegnest, kannst du noch nutzen.',
        'Sind deine Punkte verbraucht, darfst du den Zug noch einmal für 2 Thaler [verlängern](#walking) oder den Tippelkönig, falls er noch bereit ist, oder den Vorteil deines Reisekameraden nutzen; sonst beendest du deinen Zug.',
      ),
      p(
        'Haben alle ihre sechs Karten gespielt, ist das Jahr zu Ende und die [Zwischenwertung](#yearEnd) folgt. Wer schon vorher keine Karte mehr hat, wird bis dahin übersprungen.',
      ),
      example(
        'Beispiel',
        p(
          'Lena spielt eine 5. Sie verlässt die Heimat (noch 4 Punkte), geht auf das Sechseckfeld eines Startplättchens (noch 3) und weiter zu dessen Wirtshaus (noch 2). Sie kehrt ein, zahlt die Gebühr von 1 Thaler, verkündet eine Nachricht und eröffnet eine Knobelrunde (Persönlichkeiten warten nur in den Wirtshäusern der Städte). Zurück auf dem Sechseckfeld (noch 1) betritt sie das Mußefeld daneben: Sie nimmt eine Mußekarte, und die Muße beendet ihren Zug.',
        ),
      ),
    ],
  },
  {
    id: 'walking',
    title: 'Tippeln und Tippelkarten',
    lead: 'Ein Punkt pro Schritt – und was tun, wenn die Punkte alle sind.',
    blocks: [
      p(
        'Alle Gesellen haben denselben Satz aus 18 Tippelkarten. In dieser Ausgabe sind das zwei Einsen, vier Zweien, fünf Dreien, vier Vieren und drei Fünfen: zusammen 56 Punkte, im Schnitt gut drei pro Karte. Der Stapel wird zu Spielbeginn einmal gemischt; zu Beginn jedes Jahres ziehst du die obersten sechs Karten. Mit den Karten auf der Hand kannst du planen, mit denen des nächsten Jahres nicht.',
      ),
      h('Schritte'),
      list(
        'Jeder Schritt entlang eines Pfades auf das Nachbarfeld kostet 1 Punkt – auch der erste Schritt aus der Heimat.',
        'Du darfst auf demselben Pfad hin und her ziehen; jeder Schritt kostet erneut.',
        'Die Eingänge einer Stadt und ihr zentrales Sechseckfeld verlangen bei jedem Betreten eine **Gebühr** in Thalern. Kannst du sie auch dann nicht zahlen, wenn du deinen Ohrring abgibst und Tippelkarten verlierst (siehe [Geld](#money)), kannst du den Schritt nicht machen, es sei denn, dein bereiter Schmalmacherkönig erlässt dir die Gebühr.',
        'Ein Arbeitsfeld, auf dem ein anderer Geselle steht, ist für dich gesperrt.',
        'Ein Mußefeld kannst du nur betreten, wenn du noch nicht dort warst und noch einen Markierungsstein auf deinem Charly hast.',
      ),
      h('Den Zug verlängern'),
      p(
        'Einmal pro Zug darfst du, wenn deine Punkte verbraucht sind und nichts deinen Zug beendet hat, 2 Thaler zahlen, eine zweite Karte von der Hand ausspielen und weiterziehen. Die App bietet das nur an, wenn dir nach dem Bezahlen sicher eine Karte zum Ausspielen bleibt. Ein längerer Zug bringt dich bis in eine ferne Stadt – doch die Karte ist weg: Am Ende des Jahres schaust du zu, während die anderen noch ziehen.',
      ),
      h('Die Karte für den Einen Tag'),
      p(
        'Deine neunzehnte Karte ist 5 Punkte wert und liegt bis zum [Einen Tag](#final) beiseite. An diesem Tag ist sie die einzige Karte, die du spielst; verlängern kannst du nicht.',
      ),
      h('Punkte obendrauf'),
      p(
        'Manches bringt mitten im Zug zusätzliche Punkte auf deine Tippelleiste: die Nachrichten von Carl Benz und Otto v. Bismarck, die Erkenntnisse der Karten Carl Benz, Otto der First, Plietscher Fiete und Schreiner Reiner sowie der [Tippelkönig](#development). Wie alle Punkte musst du sie in diesem Zug nutzen, sonst verfallen sie.',
      ),
    ],
  },
  {
    id: 'scouting',
    title: 'Ausbaldowern und Anlegen',
    lead: 'Die Landschaft wächst dort, wo ihr sie erkundet.',
    blocks: [
      p(
        'Stehst du auf einem sechseckigen Feld – der Mitte eines Landschaftsplättchens oder dem zentralen Sechseckfeld einer Stadt, dessen Gebühr du beim Betreten gezahlt hast –, darfst du für 1 Punkt ausbaldowern. Du entscheidest, ob du das oberste **Landschaftsplättchen** oder die oberste **Stadttafel** aufdeckst.',
      ),
      h('Ein Landschaftsplättchen anlegen'),
      list(
        'Das neue Plättchen muss an das Plättchen grenzen, auf dem du stehst (von einer Stadt aus: an eines ihrer drei Sechsecke).',
        'Du darfst es beliebig drehen, aber an jeder Kante, die es mit einem ausliegenden Teil teilt, müssen beide Seiten ein Anschlussfeld haben oder keine von beiden. So läuft kein Pfad gegen eine leere Kante.',
        'Liegt es regelgerecht, erhältst du ein **rotes Kantholz** für die Erfahrung.',
        'Passt es nirgends, kommt es verdeckt unter den Stapel. Dann, und nur dann, darfst du für einen weiteren Punkt das nächste Plättchen aufdecken – und so fort, solange deine Punkte reichen.',
      ),
      h('Eine Stadt anlegen'),
      list(
        'Eine Stadttafel besteht aus drei Sechsecken und wird als Ganzes angelegt. Auch ihre Kanten müssen zu allen Nachbarn passen.',
        '**Abstandsregel:** Jedes Sechseck der neuen Stadt muss mindestens drei Sechsecke von jedem Sechseck jeder anderen Stadt und von der Heimat entfernt sein. Anders gesagt: Dazwischen müssen mindestens zwei Positionen liegen, und leere Positionen zählen mit.',
        'Eine neue Stadt bringt Arbeit mit: Zieh das oberste Schicksalsplättchen und leg es auf ihr Schicksalsfeld. Sellm erhält zwei.',
        'Für eine Stadt gibt es kein rotes Kantholz. Eine Stadt, die nirgends passt, kommt unter ihren Stapel; es gilt dieselbe Regel für einen neuen Versuch.',
      ),
      h('Einmal ausbaldowern pro Besuch'),
      p(
        'Hast du von einem sechseckigen Feld aus ausbaldowert, darfst du dort – egal mit welchem Ergebnis – nur noch im Rahmen des oben beschriebenen neuen Versuchs aufdecken. Um noch einmal auszubaldowern, musst du das Feld verlassen und zurückkehren, was Schritte kostet. Ist ein Stapel leer, ist diese Art des Ausbaldowerns vorbei. Die App bietet das Ausbaldowern nur dort an, wo eine freie Position angrenzt; so verlierst du nie einen Punkt für ein Anlegen, das von vornherein unmöglich war.',
      ),
      note(
        'Mit Plietscher Fiete baldowerst du einmal pro Zug ohne Tippelpunkt aus. Die Erkenntnis von Otto Lilienthal schenkt dir ein kostenloses Ausbaldowern, nutzbar ab deinem nächsten Zug.',
      ),
    ],
  },
  {
    id: 'spaces',
    title: 'Die Felder im Überblick',
    lead: 'Was jedes Feld bietet und welche Felder den Zug beenden.',
    blocks: [
      table(
        ['Feld', 'Form', 'Was passiert', 'Zug endet'],
        [
          ['Wegfeld', 'quadratisch', 'Nichts; du ziehst weiter.', 'nein'],
          ['[Wirtshaus](#inn)', 'quadratisch', 'Gebühr, Nachricht, Begegnungen, Knobelrunde für alle.', 'nein'],
          ['[Herberge](#hostel)', 'quadratisch', 'Gebühr, ein blaues Kantholz, ein Reisekamerad.', 'nein'],
          ['[Rathaus](#townhall)', 'quadratisch', 'Stadtsiegel und Reiseunterstützung, einmal pro Stadt.', 'nein'],
          ['Eingangsfeld (Stadt)', 'quadratisch', 'Bei jedem Betreten die Gebühr zahlen.', 'nein'],
          ['[Sechseckfeld](#scouting)', 'sechseckig', 'Für 1 Punkt ausbaldowern (das zentrale Sechseckfeld einer Stadt kostet beim Betreten eine Gebühr).', 'nein'],
          ['[Arbeit](#work)', 'rund', 'Lohn und ein Scheniegelei-Marker.', 'ja'],
          ['[Muße](#leisure)', 'rund', 'Eine Mußekarte.', 'ja'],
          ['[Kutschenfeld](#carriage) (Stadt)', 'rund', 'Gegen Obolus in eine andere Stadt fahren.', 'ja'],
        ],
      ),
      p(
        'Wirtshäuser, Herbergen und Rathäuser sind freiwillige Stationen. Betrittst du eines dieser Felder, nutzt du es – und zahlst zuerst eine etwaige Gebühr – oder ziehst, ohne zu zahlen, weiter. Die Gebühr steht am Feld: In dieser Ausgabe kosten Wirtshäuser und Herbergen auf dem Land 1 oder 2 Thaler, in den Städten 2 oder 3. Anders die Gebühr an den Eingängen einer Stadt und auf ihrem zentralen Sechseckfeld: Sie ist bei jedem Betreten fällig, ganz gleich, was du dort tust.',
      ),
      p(
        'Dasselbe Wirtshaus oder dieselbe Herberge kannst du bei einem späteren Besuch wieder nutzen, wenn du das Feld zwischendurch verlassen hast. Ein Rathaus dient jedem Gesellen nur einmal im ganzen Spiel.',
      ),
    ],
  },
  {
    id: 'inn',
    title: 'Wirtshaus und Knobelrunde',
    lead: 'Neuigkeiten, berühmte Leute und eine Runde Würfeln für alle.',
    blocks: [
      p('Kehrst du in ein Wirtshaus ein, zahlst du die Gebühr. Dann geschieht dreierlei, in dieser Reihenfolge:'),
      steps(
        '**Nachricht.** Sind noch Nachrichtenkarten übrig, deck die oberste auf und nimm die Belohnung für das Verkünden. Die Karte nennt eine Persönlichkeit und eine Stadt; die Persönlichkeit wartet nun im Wirtshaus dieser Stadt. Liegt die Stadt noch nicht aus, wartet die Karte beim Stapel der Stadttafeln und zieht ein, sobald die Stadt angelegt wird. Pro Besuch gibt es eine Nachricht.',
        '**Begegnungen.** Du darfst jeder Persönlichkeit begegnen, die in genau diesem Wirtshaus wartet – auch einer, die gerade mit deiner Nachricht angekommen ist –, sofern du ihre Bedingung erfüllst. Siehe [Nachrichten und Persönlichkeiten](#news).',
        '**Die Knobelrunde.** Du forderst alle anderen Gesellen heraus, ganz gleich, wo sie gerade stehen. Ablehnen darf niemand. Kannst du jetzt nicht einmal 1 Thaler aufbringen (Nachricht und Begegnungen können Geld gekostet haben), gibt es keine Knobelrunde.',
      ),
      h('Die Knobelrunde Schritt für Schritt'),
      list(
        'Du wählst **Hohe** oder **Niedrige Hausnummer** und einen Einsatz von 1 bis 5 Thalern. Alle zahlen diesen Einsatz in den Pott.',
        'Deinen eigenen Einsatz musst du bezahlen können. Die anderen müssen ihren zahlen; fehlt ihnen Geld, geben sie den Ohrring ab oder verlieren eine Karte, wie unter [Geld](#money) beschrieben, und was dann noch fehlt, wird ihnen erlassen.',
        'Es folgen drei Runden. In jeder Runde würfelt – bei dir beginnend und reihum – jeder einen Würfel und legt ihn auf eine freie Stelle einer dreistelligen Zahl: Hunderter, Zehner oder Einer. Ein gelegter Würfel bleibt liegen.',
        'Nach der dritten Runde hat jeder eine Hausnummer. Bei Hoher Hausnummer gewinnt die größte Zahl, bei Niedriger die kleinste. Der Gewinner erhält den ganzen Pott.',
        'Liegen mehrere gleichauf vorn, würfeln sie mit allen drei Würfeln zugleich und ordnen sie bestmöglich: die größte Zahl vorn bei Hoher, die kleinste vorn bei Niedriger Hausnummer. Das wiederholen sie, bis einer gewinnt.',
      ),
      example(
        'Beispiel',
        p(
          'Hanna, Jonas und Ida spielen. Hanna kehrt ein, wählt Hohe Hausnummer und setzt 2 Thaler; also liegen 6 Thaler im Pott. Ihr erster Würfel zeigt eine 5 und kommt auf die Hunderterstelle. Dann würfelt sie eine 2 und legt sie auf die Einerstelle, um die Zehnerstelle für einen besseren Wurf freizuhalten; ihr letzter Würfel ist eine 4. Ihre Hausnummer lautet 542. Jonas kommt auf 631, Ida auf 452. Jonas nimmt die 6 Thaler.',
        ),
      ),
      note(
        'Die Kunst liegt im Legen: Eine 6 oder 5 gehört bei Hoher Hausnummer nach vorn, eine 1 oder 2 bei Niedriger. Mittlere Werte hebt man besser für eine spätere Stelle auf. Das [Glückskind](#development) darf einen deiner Würfel neu würfeln, sogar beim Stechen.',
      ),
    ],
  },
  {
    id: 'hostel',
    title: 'Herberge und Reisekameraden',
    lead: 'Ein Bett für die Nacht, Geselligkeit und jemand, der mitzieht.',
    blocks: [
      p(
        'Übernachtest du in einer Herberge, zahlst du die Gebühr und nimmst ein **blaues Kantholz** für die Geselligkeit. Dann deckst du den obersten Reisekameraden auf, falls noch einer da ist.',
      ),
      list(
        'Um ihn mitzunehmen, erfüllst du die Bedingung auf der Karte: Die meisten wollen, dass du ein orangefarbenes oder schwarzes Kantholz abgibst, einige wollen nichts. Andernfalls verlässt der Reisekamerad das Spiel.',
        'Du reist immer nur mit einem Reisekameraden. Nimmst du einen neuen mit, während du schon einen hast, verabschiedet sich der bisherige zuerst: Nimm seine **Erkenntnis** (die Karte verlässt das Spiel) oder leg die Karte in dein Wanderbuch, für 1 SP am Ende.',
        'Der Vorteil eines neuen Reisekameraden gilt ab deinem nächsten Zug.',
        'Ein Reisekamerad pro Besuch. Verlass die Herberge und komm später wieder, um den nächsten zu treffen.',
      ),
      table(
        ['Reisekamerad', 'Zum Mitnehmen abgeben', 'Vorteil', 'Erkenntnis beim Abschied'],
        [
          ['Älbler Jim', 'orange', 'Einmal pro Zug: ein blaues Kantholz gegen ein grünes tauschen oder umgekehrt, solange der Vorrat die Farbe noch hat.', 'blau'],
          ['Böcki Medicus', 'orange', '—', 'grün'],
          ['Fugen Fritz', 'schwarz', 'Bei jeder Arbeit ein zusätzliches schwarzes Kantholz.', 'zwei schwarze'],
          ['Gips Gunnar', 'orange oder schwarz', '—', 'blau'],
          ['Hein Spargel', 'nichts', '—', 'nichts'],
          ['Holle Holzwurm', 'orange oder schwarz', '—', 'grün oder blau'],
          ['Ingolf Schlingo', 'schwarz', 'Einmal pro Zug: 2 Thaler nehmen.', 'schwarz und orange'],
          ['Kalle Kraftprotz', 'orange oder schwarz', 'Bei jeder Arbeit ein zusätzliches orangefarbenes oder schwarzes Kantholz.', 'schwarz und orange'],
          ['Kräuter Kurt', 'orange', '—', 'grün'],
          ['Mörtel Martin', 'orange oder schwarz', '—', 'gelb'],
          ['Otto der First', 'nichts', '—', 'sofort 1 Tippelpunkt'],
          ['Plietscher Fiete', 'schwarz', 'Einmal pro Zug: ausbaldowern, ohne einen Punkt abzugeben.', 'sofort 2 Tippelpunkte'],
          ['Rudi Rollmops', 'orange', 'Bei jeder Arbeit ein zusätzliches orangefarbenes Kantholz.', '4 Thaler'],
          ['Schnatterer Wolf', 'orange', 'Einmal pro Zug: ein Kantholz ins nächsthöhere Segment versetzen, wenn dieses nicht abgeschlossen ist.', 'gelb'],
          ['Schreiner Reiner', 'nichts', 'Einmal pro Zug: für 1 Punkt über ein sechseckiges Feld springen.', 'sofort 3 Tippelpunkte'],
          ['Taps', 'schwarz', 'Jede Gebühr und jede Kutschfahrt kostet 1 Thaler weniger.', '7 Thaler'],
        ],
        { caption: 'Die sechzehn Reisekameraden (eine Farbe steht für ein Kantholz dieser Farbe)' },
      ),
      note(
        'Schreiner Reiners Sprung führt dich von einem Feld neben einem Sechseckfeld über dieses hinweg auf ein beliebiges anderes Feld daneben, für insgesamt 1 Punkt. Das Sechseckfeld betrittst du dabei nicht: keine Gebühr, keine Begegnung, kein Ausbaldowern dort. Taps senkt nie einen Einsatz beim Knobeln, und kein Preis fällt unter 0.',
      ),
    ],
  },
  {
    id: 'townhall',
    title: 'Rathaus und Stadtsiegel',
    lead: 'Der Nachweis deiner Reise – und etwas Geld für unterwegs.',
    blocks: [
      p(
        'Jede Stadt hat ein Rathaus, in dem sich Gesellen ihre Wanderschaft bestätigen lassen. Suchst du das Rathaus einer Stadt zum ersten Mal auf, kommt eine deiner **Stadtsiegelkarten** in dein Wanderbuch – 1 SP am Ende – und einer deiner Stadtsiegelmarker auf das Rathaus. Dann würfelst du und erhältst so viele Thaler als **Reiseunterstützung**, wie der Würfel zeigt.',
      ),
      list(
        'Das Rathaus kostet keine Gebühr.',
        'Jedes Rathaus dient dir nur einmal im ganzen Spiel; bei späteren Besuchen ziehst du einfach durch.',
        'Die Reiseunterstützung ist kein Lohn: Nichts davon kommt in den Hut.',
        'Das [Glückskind](#development) darf den Würfel neu würfeln.',
      ),
      p('Bei sieben Städten gibt es sieben Siegel zu sammeln – ein sicherer Punkt für jede Stadt, die du erreichst.'),
    ],
  },
  {
    id: 'work',
    title: 'Arbeit und Lohn',
    lead: 'Thaler und Kanthölzer verdienen – und Spuren hinterlassen.',
    blocks: [
      p(
        'Arbeitsfelder sind rund: ein Meister oder Krauter, der Gesellen einstellt. Betrittst du ein freies Arbeitsfeld, arbeitest du dort, erhältst deinen Lohn, und dein Zug endet. Solange ein Geselle auf einem Arbeitsfeld steht, kann es kein anderer betreten.',
      ),
      h('Scheniegelei-Marker'),
      list(
        'Hast du noch Scheniegelei-Marker und steht auf diesem Feld noch keiner von dir, musst du einen dort hinstellen.',
        'Bei jeder [Zwischenwertung](#yearEnd) zählt jeder deiner Marker auf einem Arbeitsfeld der Landschaft 1 SP. Eine Stadt zählt 2 SP, wenn mindestens einer deiner Marker in ihr steht – egal wie viele.',
        'Du darfst später wieder an derselben Stelle arbeiten: Du bekommst erneut Lohn, stellst aber keinen zweiten Marker. Sind alle sieben Marker verteilt, kannst du trotzdem für den Lohn arbeiten.',
      ),
      h('Lohn'),
      list(
        '**Fester Lohn** bringt eine feste Zahl Thaler und meist ein Kantholz.',
        '**Ausgewürfelter Lohn:** Würfle. Du erhältst so viele Thaler, wie der Würfel zeigt, und die Tabelle am Feld verrät, welches Kantholz diese Augenzahl bringt. Zeigt das Feld nur einen Würfel, gibt es nur Thaler.',
        '**Der Hut:** Von jedem Lohn in Thalern geht sofort 1 Thaler in den Hut, die Sozialkasse. Ein Lohn von 1 Thaler lässt dir also nichts übrig.',
        'Fugen Fritz, Kalle Kraftprotz und Rudi Rollmops legen bei jedem Lohn ein Kantholz drauf; der [Scheniegelknecht](#development) einmal im Jahr und einmal am Einen Tag 2 Thaler.',
      ),
      h('Schicksalsplättchen'),
      p(
        'Jede Stadt hat ein Arbeitsfeld, dessen Lohn der Zufall bestimmt: Wird die Stadt angelegt, kommt das oberste Schicksalsplättchen darauf (Sellm hat zwei solcher Felder). Schicksalsplättchen zahlen besser als die meiste Arbeit auf dem Land – 3 bis 5 Thaler und ein Kantholz oder ein ausgewürfelter Lohn, bei dem jede Augenzahl ein Kantholz bringt.',
      ),
      example(
        'Beispiel',
        p(
          'Jonas betritt ein Arbeitsfeld mit ausgewürfeltem Lohn und stellt seinen Scheniegelei-Marker darauf. Er würfelt eine 4; die Tabelle am Feld zeigt für die 4 ein grünes Kantholz, also nimmt er Grün und 4 Thaler, von denen 1 in den Hut geht. Sein Zug endet.',
        ),
      ),
    ],
  },
  {
    id: 'leisure',
    title: 'Muße',
    lead: 'Malen, Schreiben und Musizieren – ein wenig abseits des Weges.',
    blocks: [
      p(
        'Mußefelder liegen etwas abseits. Betrittst du eines, auf dem du noch nicht warst, legst du einen Markierungsstein von deinem Charly darauf und nimmst eine Mußekarte einer dort gezeigten Art, sofern davon noch eine übrig ist. Die Karte kommt in dein Wanderbuch, und dein Zug endet.',
      ),
      list(
        'Ohne Markierungsstein auf dem Charly kannst du kein Mußefeld betreten.',
        'Jedes Mußefeld dient jedem Gesellen einmal.',
        'Wer anderen Gesellen zum ersten Mal begegnet, erhält zusätzliche eigene Markierungssteine – siehe [Begegnungen](#meetings).',
      ),
      table(
        ['Mußekarten am Ende', 'SP'],
        [
          ['Eine Karte', '1'],
          ['Zwei verschiedene Arten', '3'],
          ['Alle drei Arten', '6'],
          ['Jede weitere Karte', '+1'],
        ],
        { caption: 'Mußekarten zählen bei der Schlusswertung' },
      ),
      p(
        'Malen, Schreiben und Musizieren zusammen sind also 6 SP wert, eine vierte Karte beliebiger Art macht 7. Zweimal Malen und einmal Schreiben ergeben 3 + 1 = 4.',
      ),
    ],
  },
  {
    id: 'carriage',
    title: 'Die Kutsche',
    lead: 'Verpönt, aber schnell: von Stadt zu Stadt.',
    blocks: [
      p(
        'Jede Stadt hat ein Kutschenfeld. Betrittst du es, darfst du zum Kutschenfeld einer anderen ausliegenden Stadt fahren, die über Pfade mit dieser verbunden ist. Der Obolus beträgt 1 Thaler für jedes Sechseck auf dem kürzesten Weg – Landschaftsplättchen und Sechsecke der Städte gleichermaßen. Das Sechseck, auf dem du losfährst, ist frei; das, auf dem du ankommst, zählt mit.',
      ),
      list(
        'Das Kutschenfeld ist rund: Die Fahrt beendet deinen Zug, und du stehst auf dem Kutschenfeld der Zielstadt.',
        'Du darfst auch bleiben, wo du bist.',
        'Wer mit der Kutsche aus einer Stadt fährt, verlässt sie nicht zu Fuß und bekommt kein weißes Kantholz; eine Ankunft mit der Kutsche ist keine Begegnung.',
        'Taps senkt den Obolus um 1 Thaler. Der Schmalmacherkönig hilft bei der Kutsche nicht.',
      ),
      example(
        'Beispiel',
        p(
          'Ida fährt mit der Kutsche von Krinn nach Driestein. Der kürzeste Weg führt über ein weiteres Sechseck von Krinn, drei Landschaftsplättchen und zwei Sechsecke von Driestein, das letzte davon mit dem Kutschenfeld: 6 Sechsecke, 6 Thaler.',
        ),
      ),
    ],
  },
  {
    id: 'cities',
    title: 'Städte',
    lead: 'Teuer, lebhaft und jeden Thaler wert.',
    blocks: [
      p(
        'Es gibt sieben Städte: Bilshofen, Driestein, Hemmburg, Krinn, Maasberg, Neustadt und Sellm. Jede umfasst drei Sechsecke und kommt ins Spiel, wenn jemand sie [ausbaldowert](#scouting). Auf engem Raum bietet eine Stadt viel: ein Wirtshaus, eine Herberge, ein Rathaus, ein Kutschenfeld, Arbeitsfelder samt Schicksalsfeld und ein zentrales Sechseckfeld zum Ausbaldowern.',
      ),
      list(
        'Jeder Eingang kostet bei jedem Betreten 1 Thaler Gebühr, das zentrale Sechseckfeld 1 oder 2.',
        'Wirtshäuser und Herbergen kosten in der Stadt 2 oder 3 Thaler, auf dem Land 1 oder 2.',
        'In einer Stadt darfst du nacheinander an mehreren Stellen arbeiten; jede erhält einen Marker, doch die Stadt zählt ihre 2 SP pro Wertung nur einmal.',
      ),
      h('Eine Stadt verlassen: das weiße Kantholz'),
      p(
        'Ziehst du zu Fuß von einem Feld einer Stadttafel auf ein Feld, das nicht zu ihr gehört, erhältst du ein **weißes Kantholz** – einmal pro Stadt im ganzen Spiel. Ein Anschlussfeld an der Grenze zwischen Stadt und Landschaftsplättchen gehört zu keinem von beiden: Es vom Landschaftsplättchen aus zu betreten und zurückzukehren heißt nicht, die Stadt zu verlassen; es von einem Feld der Stadt aus zu betreten dagegen schon. Das weiße Kantholz bekommst du auch dann, wenn der Schritt deinen Zug beendet; du legst es ab, bevor der Zug vorbei ist.',
      ),
      p(
        'Weiß ist ein Joker. Du legst es auf ein beliebiges noch nicht abgeschlossenes Segment deines Kerbholzes; sind alle abgeschlossen, kommt es als überzähliges Kantholz auf den Charly. Wie jedes Kantholz wird es danach nicht mehr verlegt – setz es also dort ein, wo es am meisten nützt, meist um ein fast volles Segment abzuschließen.',
      ),
    ],
  },
  {
    id: 'meetings',
    title: 'Begegnungen mit anderen Gesellen',
    lead: 'Gesellschaft unterwegs: Markierungssteine zu je 2 SP.',
    blocks: [
      p(
        'Ziehst du auf ein Feld, auf dem ein oder mehrere andere Gesellen stehen, begegnest du ihnen, und dein Zug endet. Nur wer zieht, bekommt etwas.',
      ),
      list(
        'Von jedem Gesellen, dem du begegnest und von dem du noch keinen Markierungsstein hast, nimmst du einen Markierungsstein – von seinem Charly, oder aus dem allgemeinen Vorrat, wenn auf seinem Charly keiner mehr liegt. Von jedem anderen Gesellen hast du höchstens einen.',
        'Für jeden Gesellen, dem du zum allerersten Mal begegnest, wandert einer deiner eigenen Markierungssteine aus dem allgemeinen Vorrat auf deinen Charly. So kannst du bis zu sieben eigene besitzen – und öfter [Muße](#leisure) nutzen.',
        'Eine weitere Begegnung mit demselben Gesellen bringt dir keinen weiteren eigenen Markierungsstein. Betritt ein anderer Geselle dein Feld, zählt das für dich nicht als Begegnung.',
        'Bei der Schlusswertung zählt jeder Markierungsstein einer anderen Farbe auf deinem Charly 2 SP.',
      ),
      note(
        'Wer einem anderen einen Stein vom Charly nimmt, nimmt ihm damit auch einen Besuch auf einem Mußefeld. Auf Arbeitsfeldern gibt es keine Begegnung: Ein besetztes Arbeitsfeld darf man nicht betreten. Die Ankunft mit der Kutsche ist keine Begegnung. Wer mit Schreiner Reiner springt, begegnet auf dem übersprungenen Sechseckfeld niemandem; landet er aber, wo jemand steht, ist das eine Begegnung wie sonst auch.',
      ),
    ],
  },
  {
    id: 'news',
    title: 'Nachrichten und Persönlichkeiten',
    lead: 'Berühmte Leute ihrer Zeit warten in den Wirtshäusern der Städte.',
    blocks: [
      p(
        'Jede der 14 Nachrichten kündigt eine Persönlichkeit an – zwei für jede Stadt. Wer sie im Wirtshaus aufdeckt, erhält die **Belohnung** für das Verkünden; danach wartet die Persönlichkeit im Wirtshaus der genannten Stadt. Wer dort später einkehrt und die **Bedingung** erfüllt, darf ihr begegnen.',
      ),
      p(
        'Nach einer Begegnung wählst du: Nimm die **Erkenntnis** – die Karte verlässt dann das Spiel – oder leg die Karte in dein Wanderbuch, für 1 SP am Ende. Verlangt eine Bedingung ein Kantholz einer Farbe, wird es automatisch abgegeben: zuerst von deinen überzähligen Kanthölzern, sonst aus dem am wenigsten gefüllten nicht abgeschlossenen Segment mit dieser Farbe; ein weißes Kantholz ersetzt dabei nie eine Farbe.',
      ),
      table(
        ['Persönlichkeit', 'Stadt', 'Belohnung für die Nachricht', 'Bedingung', 'Erkenntnis'],
        [
          ['Adolf Kolping', 'Krinn', '2 Thaler, grün', 'keine', 'obersten Reisekameraden treffen'],
          ['Alfred Nobel', 'Hemmburg', '1 Thaler, gelb', '1 Thaler zahlen', 'orange und schwarz'],
          ['August Oetker', 'Krinn', '1 Thaler', 'schwarz abgeben', '5 Thaler, orange'],
          ['August Robert Bosch', 'Sellm', '2 Thaler, orange', 'orange abgeben', 'gelb oder grün'],
          ['Carl Benz', 'Sellm', '2 Thaler, 1 Tippelpunkt', 'schwarz abgeben', '2 Thaler, 2 Tippelpunkte'],
          ['Ernst Werner v. Siemens', 'Bilshofen', '3 Thaler, orange oder schwarz', 'orange oder schwarz abgeben', 'gelb'],
          ['Friedrich Gottlob Keller', 'Neustadt', '2 Thaler, orange oder schwarz', 'orange oder schwarz abgeben', 'gelb'],
          ['Karl Marx', 'Driestein', 'orange und schwarz', 'schwarz abgeben', 'blau oder grün'],
          ['Levi Strauss', 'Hemmburg', 'würfeln: so viele Thaler', 'keine', 'obersten Reisekameraden treffen'],
          ['Otto v. Bismarck', 'Bilshofen', '2 Tippelpunkte', '3 Thaler zahlen', 'blau oder grün'],
          ['Otto Lilienthal', 'Driestein', 'orange oder schwarz', '3 Thaler zahlen', 'einmal kostenlos ausbaldowern'],
          ['Otto Robert Maier', 'Maasberg', '5 Thaler', '2 Thaler zahlen', 'blau'],
          ['Wilhelm Busch', 'Maasberg', '3 Thaler, orange oder schwarz', 'würfeln und so viele Thaler zahlen', 'eine Mußekarte nach Wahl'],
          ['Wilhelm Emil Fein', 'Neustadt', '4 Thaler', 'keine', '6 Thaler'],
        ],
        { caption: 'Die vierzehn Persönlichkeiten (eine Farbe steht für ein Kantholz dieser Farbe)' },
      ),
      list(
        'Den obersten Reisekameraden triffst du wie in einer Herberge, nur ohne blaues Kantholz.',
        'Otto Lilienthals kostenloses Ausbaldowern ist ein Gutschein, den du behältst, bis du ihn nutzt – ab deinem nächsten Zug.',
        'Wilhelm Busch wird dir nur angeboten, wenn du auch 6 Thaler bezahlen könntest.',
        'Tippelpunkte aus Nachrichten und Erkenntnissen kommen sofort hinzu und gelten nur in diesem Zug.',
      ),
    ],
  },
  {
    id: 'tally',
    title: 'Das Kerbholz',
    lead: 'Fünf Segmente zu je fünf Kanthölzern – die Chronik deiner Walz.',
    blocks: [
      p(
        'Auf dem Kerbholz hältst du fest, was du unterwegs gelernt hast. Es hat fünf Segmente mit Platz für je fünf Kanthölzer. Von unten nach oben:',
      ),
      table(
        ['Segment', 'Farbe', 'Abgeschlossen'],
        [
          ['K+K', 'orange und schwarz', '2 SP'],
          ['Erfahrung', 'rot', '3 SP'],
          ['Geselligkeit', 'blau', '4 SP'],
          ['Glück', 'grün', '5 SP'],
          ['Wissen', 'gelb', '6 SP'],
        ],
      ),
      h('Kanthölzer ablegen'),
      list(
        'Ein neues Kantholz kommt in das Segment seiner Farbe. Orange (knüppeldick) und Schwarz (krummbuckelig) teilen sich das Segment K+K.',
        'Weiß ist ein Joker: Du wählst ein beliebiges Segment, das noch nicht abgeschlossen ist.',
        'Das fünfte Kantholz **schließt** das Segment **ab**. Ein abgeschlossenes Segment ist sicher: Es zählt bei jeder Wertung und gibt nie wieder ein Kantholz her.',
        'Ein Kantholz einer Farbe, deren Segment schon abgeschlossen ist, kommt als **überzähliges Kantholz** auf deinen Charly. Überzählige gibt es nur von abgeschlossenen Farben.',
        'Abgelegte Kanthölzer werden nicht mehr verlegt – außer einzeln mit Schnatterer Wolf.',
      ),
      h('Bestleistungen und Entwicklung'),
      list(
        'Wer eine Farbe als Erster abschließt, erhält ihren **Sondermarker**, am Ende 1 SP wert.',
        'Wer Rot, Blau, Grün oder Gelb abschließt, deckt die passende [Entwicklungskarte](#development) auf, nutzbar ab dem nächsten Zug.',
      ),
      h('So zählt das Kerbholz'),
      list(
        '**Zwischenwertungen:** Jedes abgeschlossene Segment zählt seinen Wert, und je 4 Kanthölzer auf nicht abgeschlossenen Segmenten bringen 1 SP. Überzählige zählen dabei nicht.',
        '**Schlusswertung:** Abgeschlossene Segmente zählen noch einmal; nicht abgeschlossene bringen jetzt nichts, dafür je 4 überzählige Kanthölzer 1 SP.',
      ),
      note(
        'Abschließen hat seinen Preis: Kanthölzer in einem abgeschlossenen Segment können keine Bedingung mehr bezahlen. Überleg dir vorher, welchen Reisekameraden und Persönlichkeiten du noch begegnen willst.',
      ),
    ],
  },
  {
    id: 'development',
    title: 'Entwicklungskarten',
    lead: 'Jede abgeschlossene Farbe macht dich zu einem fähigeren Gesellen.',
    blocks: [
      p(
        'Du hast vier Entwicklungskarten, zu Beginn verdeckt. Schließt du ein Segment ab, deckst du die Karte dieser Farbe auf und kannst sie ab deinem nächsten Zug nutzen – **einmal pro Jahr** und noch einmal am Einen Tag. Eine genutzte Karte wird quer gedreht und zu Beginn jedes Jahres und des Einen Tages wieder aufgerichtet.',
      ),
      table(
        ['Karte', 'Aufgedeckt durch', 'Wirkung'],
        [
          ['Tippelkönig', 'Rot', '1 zusätzlicher Tippelpunkt in einem Zug.'],
          ['Schmalmacherkönig', 'Blau', 'Eine Gebühr nicht zahlen. Nicht für einen Einsatz beim Knobeln und nicht für die Kutsche.'],
          ['Scheniegelknecht', 'Gelb', '2 Thaler zusätzlich bei einem Lohn. Die App setzt ihn beim nächsten Lohn ein, solange er bereit ist.'],
          ['Glückskind', 'Grün', 'Einen gerade gewürfelten Würfel neu würfeln: Lohn, Rathaus, der Würfel einer Persönlichkeit, die Knobelrunde und ihr Stechen.'],
        ],
      ),
      p(
        'Die 2 Thaler des Scheniegelknechts sind kein Lohn; es kommt also nichts in den Hut. Das Glückskind wird direkt nach dem Wurf angeboten; danach gilt die neue Augenzahl.',
      ),
    ],
  },
  {
    id: 'money',
    title: 'Geld – und wenn man blank ist',
    lead: 'Thaler bezahlen den Weg; der Ohrring rettet dich einmal.',
    blocks: [
      p(
        'Du beginnst mit 10 Thalern. Sie bezahlen Gebühren, die Kutsche, Einsätze, Verlängerungen und manche Bedingungen. Sie kommen aus Lohn, Rathäusern, Nachrichten, Erkenntnissen, von Reisekameraden und aus gewonnenen Knobelrunden. Bei der Schlusswertung bringen je volle 10 Thaler 1 SP, und bei Gleichstand entscheidet das Geld.',
      ),
      h('Wenn die Geldkatze leer ist'),
      steps(
        'Ist eine Zahlung höher als dein Geld, gibst du zuerst deinen **Ohrring** ab: Er ist endgültig weg, und du erhältst 8 Thaler.',
        'Reicht auch das nicht, verlierst du eine zufällige Tippelkarte von der Hand und erhältst dafür 3 Thaler. Das wiederholt sich, so oft es nötig ist.',
      ),
      list(
        'Was du freiwillig tust – eine Gebühr, die Kutsche, eine Verlängerung, dein eigener Einsatz –, ist nur erlaubt, wenn dein Geld zusammen mit Ohrring und Kartenverlust dafür reicht.',
        'Ein Einsatz, zu dem dich die Knobelrunde eines anderen zwingt, wird ebenso über Ohrring und Kartenverlust bezahlt; was danach noch fehlt, wird erlassen, und deine Geldkatze ist leer.',
      ),
      note(
        'Ein bis zum Ende behaltener Ohrring ist 1 SP wert, abgegeben 8 Thaler. Eine verlorene Karte ist ein verlorener Zug – halte also eine kleine Reserve.',
      ),
    ],
  },
  {
    id: 'yearEnd',
    title: 'Die Zwischenwertungen',
    lead: 'Nach jedem der drei Jahre: Punkte, der Stenz, der Hut und ein neuer Startspieler.',
    blocks: [
      p('Haben alle ihre sechs Karten gespielt, endet das Jahr, und jeder wertet:'),
      list(
        'Jedes abgeschlossene Segment: K+K 2, Erfahrung 3, Geselligkeit 4, Glück 5, Wissen 6 SP.',
        'Je 4 Kanthölzer auf nicht abgeschlossenen Segmenten: 1 SP. Überzählige auf dem Charly zählen jetzt nicht.',
        'Jeder deiner Scheniegelei-Marker auf einem Arbeitsfeld der Landschaft: 1 SP.',
        'Jede Stadt, in der mindestens einer deiner Scheniegelei-Marker steht: 2 SP.',
      ),
      h('Stenz, Hut und Startspieler'),
      list(
        '**Stenz:** Wer nach der Wertung führt, legt eine Stenzkarte in sein Wanderbuch (1 SP am Ende). Bei Gleichstand erhält sie, wer mehr Thaler hat; ist auch das gleich, bekommt sie niemand.',
        '**Hut:** Wer auf dem letzten Platz liegt, nimmt alle Thaler aus dem Hut. Teilen sich mehrere den letzten Platz, teilen sie den Inhalt zu gleichen Teilen, abgerundet; der Rest bleibt im Hut.',
        '**Startspieler:** Wer die wenigsten SP hat, beginnt das nächste Jahr (nach dem dritten den Einen Tag). Bei Gleichstand beginnt, wer weniger Thaler hat (mit den Thalern, die gerade aus dem Hut kamen); herrscht immer noch Gleichstand, bleibt der Startspieler derselbe.',
      ),
      p('Nach der ersten und der zweiten Wertung zieht jeder sechs neue Karten, genutzte Entwicklungskarten werden wieder aufgerichtet, und das neue Jahr beginnt; nach der dritten folgt [der Eine Tag](#final).'),
      example(
        'Beispiel: Gretas zweite Zwischenwertung',
        table(
          ['Was Greta hat', 'SP'],
          [
            ['K+K abgeschlossen', '2'],
            ['Erfahrung (Rot) abgeschlossen', '3'],
            ['3 blaue, 2 grüne und 2 gelbe: 7 Kanthölzer auf offenen Segmenten – einmal 4', '1'],
            ['3 Scheniegelei-Marker auf Arbeitsfeldern der Landschaft', '3'],
            ['2 Marker in Krinn – die Stadt zählt einmal', '2'],
            ['1 Marker in Sellm', '2'],
          ],
          { foot: ['Summe', '13'] },
        ),
        p(
          'Ein weiteres Kantholz auf den offenen Segmenten hätte eine zweite Vierergruppe ergeben. Nach der Wertung haben Greta und Jonas beide 31 SP; Greta hat 9 Thaler, Jonas 6, also erhält Greta die Stenzkarte. Ida liegt mit 22 SP hinten: Sie nimmt die 7 Thaler aus dem Hut und beginnt das dritte Jahr. Hätten Ida und Hanna gleichauf hinten gelegen, hätte jede 3 Thaler bekommen, und 1 Thaler wäre im Hut geblieben.',
        ),
      ),
    ],
  },
  {
    id: 'final',
    title: 'Der Eine Tag und die Schlusswertung',
    lead: 'Ein letzter Zug – dann wird alles gezählt.',
    blocks: [
      p(
        'Nach der dritten Zwischenwertung folgt der Eine Tag. Beginnend beim Startspieler macht jeder Geselle mit der Karte für den Einen Tag einen letzten Zug: 5 Punkte, dazu, was Reisekameraden, Nachrichten oder der Tippelkönig beisteuern. Verlängern ist nicht möglich. Die Entwicklungskarten sind wieder bereit, und alle übrigen Regeln gelten wie gewohnt.',
      ),
      h('Schlusswertung'),
      table(
        ['Was', 'SP'],
        [
          ['Jedes abgeschlossene Segment (K+K, Erfahrung, Geselligkeit, Glück, Wissen)', '2 / 3 / 4 / 5 / 6'],
          ['Kanthölzer auf nicht abgeschlossenen Segmenten', '0'],
          ['Je 4 überzählige Kanthölzer auf dem Charly', '1'],
          ['Mußekarten', '1 / 3 / 6, +1 je weitere Karte'],
          ['Jede andere Karte im Wanderbuch: Stadtsiegel, Persönlichkeiten, frühere Reisekameraden, Stenzkarten', '1'],
          ['Jeder Sondermarker', '1'],
          ['Der Ohrring, falls noch vorhanden', '1'],
          ['Je volle 10 Thaler', '1'],
          ['Jeder Markierungsstein einer anderen Farbe', '2'],
        ],
      ),
      p(
        'Der Reisekamerad, der am Ende noch mit dir zieht, liegt nicht in deinem Wanderbuch und zählt nichts; es zählt nur einer, von dem du dich getrennt und dessen Karte du ins Wanderbuch gelegt hast.',
      ),
      p(
        'Wer die meisten SP hat, gewinnt. Bei Gleichstand gewinnt, wer von ihnen das meiste Geld hat; ist auch das gleich, teilen sie sich den Sieg.',
      ),
      example(
        'Beispiel',
        p(
          'Hanna hat am Ende K+K, Rot und Blau abgeschlossen (9 SP), 5 überzählige Kanthölzer (1 SP), je eine Mußekarte Malen, Schreiben und Musizieren (6 SP), drei Stadtsiegel, eine Persönlichkeit und eine Stenzkarte (5 SP), einen Sondermarker (1 SP), ihren Ohrring (1 SP), 23 Thaler (2 SP) und die Markierungssteine zweier anderer Gesellen (4 SP): 29 SP zusätzlich zu ihrem bisherigen Stand.',
        ),
      ),
    ],
  },
  {
    id: 'controls',
    title: 'Am Tisch: Maus und Tasten',
    lead: 'Jede Entscheidung geht mit der Maus und allein mit der Tastatur.',
    blocks: [
      p(
        'Die Leiste unter dem Spielplan bietet jede Wahl mit ihren Kosten und ihrem Ertrag an. Zeigst du auf eine Wahl oder erreichst du sie mit Tab, zeigt der Plan, was sie bewirkt (ein Weg wird eingezeichnet); ein Klick oder Enter wählt sie. Eine Liste, die über ihren Bereich hinausgeht, wird an diesem Rand blasser.',
      ),
      table(
        ['Taste', 'Was sie tut'],
        [
          ['Die Taste an einer Wahl (1–9, E, R …)', 'Wählt diese Möglichkeit; E beendet deinen Zug (hat der Plan den Fokus, dreht E stattdessen die Ansicht).'],
          ['1–5, Umschalt+1–5', 'Beim Eröffnen einer Knobelrunde: Hohe Hausnummer mit so vielen Thalern Einsatz, mit Umschalt Niedrige Hausnummer.'],
          ['Tab, Umschalt+Tab', 'Springt von Wahl zu Wahl.'],
          ['Enter', 'Nimmt die Wahl, die gerade markiert ist.'],
          ['D oder ], Umschalt+D oder [', 'Beim Tippeln: zeigt das nächste oder vorige Ziel; Enter geht dorthin.'],
          ['Esc', 'Beendet die Vorschau eines Ziels oder einer Wahl.'],
          ['R, Umschalt+R', 'Beim Anlegen eines aufgedeckten Plättchens oder einer Stadttafel: dreht das Teil; ] und [ schieben es zum nächsten oder vorigen Platz.'],
          ['P', 'Wenn ein Computerspieler am Zug ist: hält die Computerspieler an oder lässt sie weiterspielen.'],
          ['N', 'Während sie angehalten sind: lässt sie die nächste Entscheidung treffen (einen Schritt, eine Karte), und nur die.'],
          ['H', 'Fragt, was der Computer tun würde (siehe unten).'],
          ['U, Strg+Z (⌘Z am Mac)', 'Rückgängig: nimmt deinen letzten Schritt zurück.'],
          ['F1 (⌘? am Mac)', 'Öffnet diese Regeln dort, wo sie von der anstehenden Entscheidung handeln.'],
        ],
      ),
      h('Der Spielplan'),
      p('Ziehen verschiebt die Ansicht, Ziehen mit der rechten Maustaste dreht sie, das Mausrad zoomt. Hat der Plan den Fokus (anklicken oder mit Tab hinspringen):'),
      table(
        ['Taste', 'Was sie tut'],
        [
          ['Pfeiltasten', 'Verschieben die Ansicht.'],
          ['Q, E', 'Drehen den Plan.'],
          ['+, −', 'Vergrößern und verkleinern die Ansicht.'],
          ['0 oder Pos1', 'Zeigt den ganzen Plan.'],
          ['R, Umschalt+R; ] und [; Enter', 'Beim Anlegen eines aufgedeckten Teils: dreht es; sein nächster oder voriger Platz; legt es an.'],
        ],
      ),
      note('**Was würde der Computer tun?** zeigt dir die Wahl eines Computerspielers der Stufe „schwer“ mit seiner Begründung; die Entscheidung triffst du selbst. **Rückgängig** nimmt deine eigenen Schritte im laufenden Zug zurück, bis etwas Neues aufgedeckt wurde.'),
    ],
  },
  {
    id: 'glossary',
    title: 'Glossar',
    lead: 'Die Begriffe des Spiels auf Deutsch und Englisch.',
    blocks: [
      table(
        ['Deutsch', 'Englisch', 'Bedeutung'],
        [
          ['Geselle', 'journeyman', 'Ein Spieler.'],
          ['Tippelkarte / Tippelpunkte', 'foot-it card / points', 'Die Karte, die du in jedem Zug spielst, und ihre Punkte.'],
          ['Tippeln', 'footing it', 'Zu Fuß von Feld zu Feld ziehen.'],
          ['Ausbaldowern', 'scouting out', 'Ein neues Plättchen oder eine Stadt aufdecken und anlegen.'],
          ['Heimat', 'homeland', 'Das Feld mit der Windrose in der Mitte des Startfelds.'],
          ['Landschaftsplättchen', 'landscape tile', 'Sechseck mit Wiese, Wald oder Feld.'],
          ['Stadttafel', 'city board', 'Eine Stadt aus drei Sechsecken.'],
          ['Anschlussfeld', 'connection space', 'Feld am Rand, an dem Pfade aneinanderstoßen.'],
          ['Wirtshaus', 'inn', 'Nachrichten, Begegnungen und Knobelrunde.'],
          ['Knobelrunde; Hohe / Niedrige Hausnummer', 'dice game; High / Low house number', 'Drei Würfel ergeben eine dreistellige Zahl.'],
          ['Herberge', 'hostel', 'Ein blaues Kantholz und ein Reisekamerad.'],
          ['Reisekamerad', 'travel companion', 'Zieht mit dir; die meisten bringen einen dauerhaften Vorteil.'],
          ['Rathaus / Stadtsiegel', 'town hall / town seal', 'Nachweis eines Besuchs, 1 SP.'],
          ['Arbeiten am Wegesrand', 'work at the wayside', 'Lohn bei einem Meister oder Krauter.'],
          ['Meister / Krauter', 'foreman / small-timer', 'Die Leute, für die du arbeitest.'],
          ['Lohn', 'wages', 'Thaler und meist ein Kantholz.'],
          ['Schicksalsplättchen', 'fate tile', 'Der Zufallslohn einer Stadt.'],
          ['Scheniegelei-Marker', 'Scheniegelei marker', 'Zeigt, wo du gearbeitet hast.'],
          ['Hut (Sozialkasse)', 'hat (social security)', '1 Thaler von jedem Lohn; geht an den Letzten.'],
          ['Muße', 'leisure', 'Malen, Schreiben, Musizieren: drawing, writing, music-making.'],
          ['Kutschenfeld', 'carriage space', 'Gegen Obolus von Stadt zu Stadt.'],
          ['Markierungsstein', 'marker piece', 'Für Mußefelder und Begegnungen.'],
          ['Nachricht / Persönlichkeit', 'news / personality', 'Eine berühmte Person, die im Wirtshaus einer Stadt wartet.'],
          ['Belohnung / Bedingung / Erkenntnis', 'reward / requirement / Insight', 'Was eine Karte gibt, verlangt oder statt 1 SP bietet.'],
          ['Kantholz', 'scantling', 'Ein kleines Holzstück in einer von sieben Farben.'],
          ['Kerbholz', 'tally stick', 'Fünf Segmente zu je fünf Kanthölzern.'],
          ['abschließen (einlochen)', 'locking up', 'Ein Segment mit dem fünften Kantholz füllen.'],
          ['K+K', 'K+K', 'Das unterste Segment des Kerbholzes: orangefarbene und schwarze Kanthölzer.'],
          ['Erfahrung / Geselligkeit / Glück / Wissen', 'Experience / Sociability / Luck / Knowledge', 'Das rote, blaue, grüne und gelbe Segment.'],
          ['Sondermarker', 'special marker', 'Für den Ersten, der eine Farbe abschließt.'],
          ['Entwicklungskarte', 'development card', 'Tippelkönig, Schmalmacherkönig, Scheniegelknecht, Glückskind.'],
          ['Tippelkönig / Schmalmacherkönig', 'Foot-It King / Belittle King', 'Rote und blaue Entwicklungskarte.'],
          ['Scheniegelknecht / Glückskind', 'Scheniegel Servant / Lucky Fellow', 'Gelbe und grüne Entwicklungskarte.'],
          ['Charly (Charlottenburger)', 'Charly (Charlottenburger)', 'Dein Spielertableau: das Bündel, das du trägst.'],
          ['Geldkatze', 'money pouch', 'Hier liegen deine Thaler.'],
          ['Ohrring', 'earring', 'Im Notfall 8 Thaler, am Ende 1 SP.'],
          ['Wanderbuch', 'travelling book', 'Karten, die am Ende zählen.'],
          ['Stenzkarte', 'Stenz card', 'Für den Führenden nach einem Jahr.'],
          ['Zwischenwertung / Schlusswertung', 'year-end scoring / final scoring', 'Nach jedem Jahr / nach dem Einen Tag.'],
          ['der Eine Tag', 'the One Day', 'Ein letzter Zug für jeden Gesellen.'],
          ['Siegpunkt (SP)', 'victory point (VP)', 'Was das Spiel entscheidet.'],
        ],
      ),
    ],
  },
];
