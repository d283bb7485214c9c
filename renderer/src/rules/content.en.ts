/**
 * The rules of Auf der Walz in English, written fresh for this edition (facts from the
 * rulebook, the project's rulings C01–C49 in shared/rules/clarifications.md and the data in
 * shared/data; no rulebook sentences). Same section ids and order as content.de.ts.
 */
import { example, h, list, note, p, steps, table } from './blocks';
import type { RulesDocument } from './types';

export const RULES_EN: RulesDocument = [
  {
    id: 'aim',
    title: 'Aim of the game',
    lead: 'Three years and one day on the road — and the most victory points at the end.',
    blocks: [
      p(
        'In the 19th century a young craftsman who had passed his examination set out on the **Walz**: three years and one day on the road, working for many masters in many places and never coming close to home. In this game each of you — two to four players — is such a **journeyman**.',
      ),
      p(
        'The game runs for three **years**, in each of which everybody plays six foot-it cards. After every year comes a [year-end scoring](#yearEnd). Then follows **the One Day**, one last turn for everybody, and the [final scoring](#final). Whoever has the most victory points (VP) after that has made the most of the Walz and wins.',
      ),
      h('Where the points come from'),
      list(
        '**The tally stick.** You collect wooden **scantlings** in five colour groups. Five scantlings fill and lock a segment, and a locked segment scores at every scoring, the final one included.',
        '**Work.** Wherever you work you leave a **Scheniegelei marker** while you have one. At every year-end scoring each of your markers on a landscape tile scores 1 VP, and each city holding at least one of them 2 VP.',
        '**The travelling book.** Town seals, personalities, travel companions, leisure cards and Stenz cards that you keep there score at the end.',
        '**Money, meetings and firsts.** Every full 10 Thalers, the earring if you still wear it, the marker pieces of other journeymen you have met, and a special marker for each colour you were first to lock.',
      ),
      note(
        'Locked segments and Scheniegelei markers are counted again at every year-end scoring. What you build in the first year keeps paying until the end — an early start is worth a great deal.',
      ),
    ],
  },
  {
    id: 'setup',
    title: 'Setting up',
    lead: 'The app lays out the table for you. This is what you start with.',
    blocks: [
      h('On the table'),
      list(
        'The **start area board** in the middle: the **homeland**, marked by a wind rose, with six fixed landscape tiles around it. Every figure starts on the homeland.',
        'Face-down stacks of 36 **landscape tiles** (18 meadows, 11 forests, 7 fields), 7 **city boards**, 12 **fate tiles**, 14 **news cards**, 16 **travel companions**; and 12 **leisure cards** in three open stacks by kind (drawing, writing and music-making, four of each).',
        'The scoring board with the three **Stenz cards** and the **hat**, which starts empty.',
        'The bank (the Thaler register) and the supply of scantlings: 20 orange, 20 black, 40 red and 30 each of blue, green, yellow and white. The bank never runs out of Thalers; a colour of scantling can run out, and then nobody gains that colour any more.',
      ),
      h('Each journeyman'),
      list(
        '10 Thalers in the money pouch, and the **earring**: a secret reserve worth 8 Thalers in need, or 1 VP at the end.',
        'A **tally stick** with one orange and one black scantling already in its bottom segment.',
        '18 shuffled **foot-it cards** — six are drawn for the first year — and the **One-Day card**, kept apart.',
        'The **Charly** (the Charlottenburger, the bundle a journeyman carries), which holds the money pouch, the companion, the marker pieces and the dice.',
        '7 Scheniegelei markers, 7 town seal cards and markers, 3 dice and 4 **development cards** face down. 4 **marker pieces** lie on the Charly; 3 more wait in the general supply.',
      ),
      p('The start player is chosen when you set up a new game. From there the turn passes round the table in seat order.'),
    ],
  },
  {
    id: 'turn',
    title: 'A turn',
    lead: 'Play a card, spend its points, use what you find on the way.',
    blocks: [
      p(
        'On your turn you must play one foot-it card from your hand — passing is not allowed. Its value, 1 to 5, becomes your **foot-it points** for this turn.',
      ),
      p(
        'Only two things cost points: a **step** along a path to a neighbouring space, and **scouting out** from a hexagonal space. Each costs 1 point. Everything you do on the spaces you reach costs no points, although many of them cost Thalers.',
      ),
      h('The three shapes of space'),
      list(
        '**Square spaces** are the stops along the paths, among them inns, hostels and town halls. Stepping onto one, you decide whether to use it or just pass through.',
        '**Hexagonal spaces** lie at the heart of every tile and city. From there you can [scout out](#scouting) new land.',
        '**Round spaces** — work, leisure and the carriage — sit at the end of short side paths. Stepping onto one ends your turn right after its effect.',
      ),
      h('How a turn ends'),
      list(
        'You may end your turn whenever you like. Points you have not spent are lost; they cannot be saved for later.',
        'Stepping onto a round space, or onto a space where another journeyman stands ([a meeting](#meetings)), ends the turn right after that space\u2019s effect: an inn, hostel or town hall where you meet somebody can still be used.',
        'When your points are used up you may still [extend the turn](#walking) once by paying 2 Thalers, or use a ready Foot-It King or your companion\u2019s advantage; otherwise you end your turn.',
      ),
      p(
        'When everybody has played their six cards, the year is over and the [year-end scoring](#yearEnd) follows. If you have run out of cards earlier than the others, you are skipped until then.',
      ),
      example(
        'Example',
        p(
          'Lena plays a 5. She steps off the homeland (4 points left), onto the hexagonal space of a start tile (3 left) and on to its inn (2 left). She uses the inn, pays its fee of 1 Thaler, announces a news card and calls a dice game (personalities wait only at the inns of cities). Back on the hexagonal space (1 left), she steps onto the leisure space beside it: she takes a leisure card, and leisure ends her turn.',
        ),
      ),
    ],
  },
  {
    id: 'walking',
    title: 'Walking and foot-it cards',
    lead: 'One point per step — and what to do when the points run out.',
    blocks: [
      p(
        'Every journeyman has the same set of 18 foot-it cards. In this edition it holds two 1s, four 2s, five 3s, four 4s and three 5s: 56 points in all, a little over three a card on average. The deck is shuffled once at the start; at the beginning of each year you draw its top six cards. You can plan with the cards in your hand, but not with those the next year will bring.',
      ),
      h('Steps'),
      list(
        'Each step along a path to a neighbouring space costs 1 point — the first step off the homeland as well.',
        'You may walk back and forth along the same path; every step costs again.',
        'The entrances of a city and its central hexagon charge a **toll** in Thalers each time you step onto them. If you cannot pay the toll, even with [the penniless rescue](#money), you cannot take the step, unless a ready Belittle King waives it.',
        'A work space on which another journeyman is standing is closed to you.',
        'You can enter a leisure space only if you have not been there before and still have a marker piece on your Charly.',
      ),
      h('Extending the turn'),
      p(
        'Once per turn, when your points are used up and nothing has ended your turn, you may pay 2 Thalers to play a second card from your hand and go on. The app offers this only when a card is sure to remain for you to play after paying. A longer turn can take you to a distant city, but the card is gone: at the end of the year you will sit and watch while the others still move.',
      ),
      h('The One-Day card'),
      p(
        'Your nineteenth card is worth 5 points and is kept apart for [the One Day](#final). On that day it is the only card you play, and there is no extension.',
      ),
      h('Points on top'),
      p(
        'Some rewards add points to your track in the middle of a turn: the news of Carl Benz and Otto v. Bismarck, the Insights of Carl Benz, Otto der First, Plietscher Fiete and Schreiner Reiner, and the [Foot-It King](#development). Like all points, they must be used in this turn or are lost.',
      ),
    ],
  },
  {
    id: 'scouting',
    title: 'Scouting out: tiles and cities',
    lead: 'The map grows where you explore it.',
    blocks: [
      p(
        'When you stand on a hexagonal space — the centre of a landscape tile, or the central hexagon of a city, whose toll you paid on the way in — you may spend 1 point to scout out. You choose whether to reveal the top **landscape tile** or the top **city board**.',
      ),
      h('Placing a landscape tile'),
      list(
        'The new tile must touch the tile you stand on (from a city: any of its three hexagons).',
        'You may turn it as you like, but on every edge it shares with a piece already on the table both sides must show a connection space, or neither. That way no path runs into a blank edge.',
        'If you place it, you take a **red scantling** for the experience.',
        'If it fits nowhere, it goes face down under the stack. Then, and only then, you may spend 1 more point to reveal the next tile — and again, as long as your points last.',
      ),
      h('Placing a city'),
      list(
        'A city board has three hexagons and is placed as one piece. Its edges must match every neighbour in the same way.',
        '**Distance rule:** every hexagon of the new city must be at least three hexagons away from every hexagon of every other city and from the homeland. In other words, at least two positions must lie between them, and empty positions count.',
        'A new city brings work with it: draw the top fate tile and lay it on the city\u2019s fate work space. Sellm takes two.',
        'A city gives no red scantling. A city that fits nowhere goes under its stack, and the same retry rule applies.',
      ),
      h('One scouting per visit'),
      p(
        'Having scouted from a hexagonal space, whatever came of it, you may reveal again from there only as the retry described above. To scout once more you have to leave the space and come back, which costs steps. When a stack is empty, that kind of scouting is over. The app offers scouting only where an empty position is there to fill, so you never lose a point to a placement that was impossible from the start.',
      ),
      note(
        'Plietscher Fiete lets you scout without spending a point once per turn. Otto Lilienthal\u2019s Insight gives you one free scouting, usable from your next turn on.',
      ),
    ],
  },
  {
    id: 'spaces',
    title: 'The spaces at a glance',
    lead: 'What each space offers, and which ones end your turn.',
    blocks: [
      table(
        ['Space', 'Shape', 'What happens', 'Ends the turn'],
        [
          ['Path space', 'square', 'Nothing; you walk on.', 'no'],
          ['[Inn](#inn)', 'square', 'Fee, news, encounters, a dice game for all.', 'no'],
          ['[Hostel](#hostel)', 'square', 'Fee, a blue scantling, a travel companion.', 'no'],
          ['[Town hall](#townhall)', 'square', 'Town seal and travel support, once per city.', 'no'],
          ['Toll space (city)', 'square', 'Pay the toll on every entry.', 'no'],
          ['[Hexagonal space](#scouting)', 'hexagonal', 'Scout out for 1 point (a city\'s central hexagon charges a toll on entry).', 'no'],
          ['[Work](#work)', 'round', 'Wages and a Scheniegelei marker.', 'yes'],
          ['[Leisure](#leisure)', 'round', 'A leisure card.', 'yes'],
          ['[Carriage](#carriage) (city)', 'round', 'A ride to another city for a fare.', 'yes'],
        ],
      ),
      p(
        'Inns, hostels and town halls are optional stops. When you step onto one, you either use it — paying its fee first — or walk on without paying. The fee is printed at the space: in this edition inns and hostels in the countryside ask 1 or 2 Thalers, those in the cities 2 or 3. A toll is different: it is due every time you step onto its space, whatever you do there.',
      ),
      p(
        'You may use the same inn or hostel again on a later visit, once you have left it in between. A town hall serves each journeyman only once in the whole game.',
      ),
    ],
  },
  {
    id: 'inn',
    title: 'Inns and the dice game',
    lead: 'News, famous people and a round of dice for everybody.',
    blocks: [
      p('If you use an inn, pay its fee. Then three things happen, in this order:'),
      steps(
        '**News.** If any news cards are left, reveal the top one and take the reward for announcing it. The card names a personality and a city, and the personality now waits at that city\u2019s inn. If the city is not on the table yet, the card waits beside the city stack and moves in as soon as the city is placed. Each visit brings one news card.',
        '**Encounters.** You may encounter any personality waiting at this very inn, including one who has just arrived with your news, as long as you meet their requirement. See [News and personalities](#news).',
        '**The dice game.** You challenge every other journeyman, wherever they are on the map. Nobody may refuse. If by now you cannot raise even 1 Thaler (news and encounters may have cost money), there is no dice game.',
      ),
      h('The dice game, step by step'),
      list(
        'You choose **High** or **Low** house number and a bet of 1 to 5 Thalers. Every player pays that bet into the pot.',
        'Your own bet must be affordable. The others must pay theirs; if they are short, they sell the earring or lose a card as in [the penniless rescue](#money), and what they still cannot pay is forgiven.',
        'Three rounds follow. In each round, beginning with you and going round the table, everybody rolls one die and puts it on a free place of a three-digit number: hundreds, tens or units. A die, once placed, stays.',
        'After the third round everybody has a house number. With High the largest number wins, with Low the smallest. The winner takes the whole pot.',
        'If several players tie for best, they roll all three dice at once and arrange them in the best order: largest first for High, smallest first for Low. They repeat this until one of them wins.',
      ),
      example(
        'Example',
        p(
          'Hanna, Jonas and Ida are playing. Hanna uses an inn, chooses High and bets 2 Thalers, so 6 Thalers lie in the pot. Her first die shows a 5 and goes to the hundreds. Next she rolls a 2 and puts it in the units, keeping the tens open for a better roll; her last die is a 4. Her number is 542. Jonas ends with 631, Ida with 452. Jonas takes the 6 Thalers.',
        ),
      ),
      note(
        'The skill lies in placing: a 6 or a 5 belongs in the hundreds when playing High, a 1 or a 2 when playing Low. Keep a middle value for a later place. The [Lucky Fellow](#development) may reroll one of your dice, even in the tie-break.',
      ),
    ],
  },
  {
    id: 'hostel',
    title: 'Hostels and travel companions',
    lead: 'A bed for the night, sociability, and somebody to share the road.',
    blocks: [
      p(
        'If you use a hostel, pay its fee and take a **blue scantling** for sociability. Then reveal the top travel companion, if any are left.',
      ),
      list(
        'To take the companion along, meet the requirement on the card: most want you to give up an orange or a black scantling, a few want nothing. Otherwise the companion leaves the game.',
        'You travel with one companion at a time. If you take a new one along while you already have one, the old companion parts from you first: take their **Insight** (the card leaves the game) or put the card into your travelling book for 1 VP at the end.',
        'A new companion\u2019s advantage works from your next turn on.',
        'One companion per visit. Leave the hostel and come back later to meet the next.',
      ),
      table(
        ['Companion', 'To take along, give', 'Advantage', 'Insight on parting'],
        [
          ['Älbler Jim', 'orange', 'Once per turn: swap a blue scantling for a green one, or the other way round, while the supply still has the colour you take.', 'blue'],
          ['Böcki Medicus', 'orange', '—', 'green'],
          ['Fugen Fritz', 'black', 'One extra black scantling whenever you work.', 'two black'],
          ['Gips Gunnar', 'orange or black', '—', 'blue'],
          ['Hein Spargel', 'nothing', '—', 'nothing'],
          ['Holle Holzwurm', 'orange or black', '—', 'green or blue'],
          ['Ingolf Schlingo', 'black', 'Once per turn: take 2 Thalers.', 'black and orange'],
          ['Kalle Kraftprotz', 'orange or black', 'One extra orange or black scantling whenever you work.', 'black and orange'],
          ['Kräuter Kurt', 'orange', '—', 'green'],
          ['Mörtel Martin', 'orange or black', '—', 'yellow'],
          ['Otto der First', 'nothing', '—', '1 foot-it point at once'],
          ['Plietscher Fiete', 'black', 'Once per turn: scout out without spending a point.', '2 foot-it points at once'],
          ['Rudi Rollmops', 'orange', 'One extra orange scantling whenever you work.', '4 Thalers'],
          ['Schnatterer Wolf', 'orange', 'Once per turn: move one scantling up into the next segment, if that one is not locked.', 'yellow'],
          ['Schreiner Reiner', 'nothing', 'Once per turn: jump over a hexagonal space for 1 point.', '3 foot-it points at once'],
          ['Taps', 'black', 'Every fee, toll and carriage fare costs 1 Thaler less.', '7 Thalers'],
        ],
        { caption: 'The sixteen travel companions (colours mean one scantling of that colour)' },
      ),
      note(
        'Schreiner Reiner\u2019s jump takes you from a space next to a hexagonal space, across it, to any other space next to it, for 1 point in all. You do not enter the hexagon: no toll, no meeting and no scouting there. Taps never lowers a bet, and no price drops below 0.',
      ),
    ],
  },
  {
    id: 'townhall',
    title: 'Town halls and town seals',
    lead: 'Proof of your travels, and a little money for the road.',
    blocks: [
      p(
        'Every city has a town hall where journeymen have their travels certified. The first time you use a city\u2019s town hall, one of your **town seal cards** goes into your travelling book — 1 VP at the end — and one of your town seal markers onto the town hall. Then you roll a die and receive that many Thalers as **travel support**.',
      ),
      list(
        'A town hall costs no fee.',
        'Each town hall serves you once in the whole game; on later visits you just pass through.',
        'Travel support is not wages: nothing goes into the hat.',
        'The [Lucky Fellow](#development) may reroll the die.',
      ),
      p('With seven cities there are seven seals to collect — a steady point for every city you reach.'),
    ],
  },
  {
    id: 'work',
    title: 'Work, wages and fate tiles',
    lead: 'Earn Thalers and scantlings — and leave your mark.',
    blocks: [
      p(
        'Work spaces are round: a foreman or small-timer who takes journeymen on. Stepping onto a free work space, you work there, collect your wages and your turn ends. While a journeyman stands on a work space, nobody else can enter it.',
      ),
      h('Scheniegelei markers'),
      list(
        'If you still have Scheniegelei markers and none of yours stands on this space yet, you must put one there.',
        'At every [year-end scoring](#yearEnd), each of your markers on a landscape work space scores 1 VP. A city scores 2 VP if at least one of your markers stands in it, however many there are.',
        'You may work at the same place again later: you are paid again, but no second marker is placed. Once all seven markers are out, you can still work for the wages.',
      ),
      h('Wages'),
      list(
        '**Fixed wages** give a set number of Thalers and usually one scantling.',
        '**Rolled wages**: roll a die. You receive as many Thalers as it shows, and the space\u2019s table tells you which scantling that face brings. A space that shows only a die pays Thalers alone.',
        '**The hat:** from every wage paid in Thalers, 1 Thaler goes straight into the hat. A wage of 1 Thaler therefore leaves nothing for you.',
        'Fugen Fritz, Kalle Kraftprotz and Rudi Rollmops add a scantling to every wage; the [Scheniegel Servant](#development) adds 2 Thalers once a year and once more on the One Day.',
      ),
      h('Fate tiles'),
      p(
        'Every city has a work space whose wage is decided by chance: when the city is placed, the top fate tile is laid on it (Sellm has two such spaces). Fate tiles pay better than most work in the countryside — 3 to 5 Thalers and a scantling, or a rolled wage in which every face brings a scantling.',
      ),
      example(
        'Example',
        p(
          'Jonas steps onto a work space with a rolled wage and puts his Scheniegelei marker on it. He rolls a 4; the space\u2019s table shows a green scantling for a 4, so he takes green and 4 Thalers, of which 1 goes into the hat. His turn ends.',
        ),
      ),
    ],
  },
  {
    id: 'leisure',
    title: 'Leisure',
    lead: 'Drawing, writing and music-making — slightly off the beaten track.',
    blocks: [
      p(
        'Leisure spaces lie a little out of the way. When you step onto one you have not visited before, you put one of your marker pieces from your Charly on it and take a leisure card of a kind shown on the space, if any are left of that kind. The card goes into your travelling book, and your turn ends.',
      ),
      list(
        'Without a marker piece on your Charly you cannot enter a leisure space at all.',
        'Each leisure space serves each journeyman once.',
        'Meeting other journeymen for the first time brings extra marker pieces of your own — see [Meetings](#meetings).',
      ),
      table(
        ['Leisure cards at the end', 'VP'],
        [
          ['One card', '1'],
          ['Two different kinds', '3'],
          ['All three kinds', '6'],
          ['Each further card', '+1'],
        ],
        { caption: 'Leisure cards score at the final scoring' },
      ),
      p(
        'So drawing, writing and music-making together are worth 6 VP, and a fourth card of any kind makes 7. Two drawings and one writing make 3 + 1 = 4.',
      ),
    ],
  },
  {
    id: 'carriage',
    title: 'The carriage',
    lead: 'Frowned upon, but fast: from city to city.',
    blocks: [
      p(
        'Every city has a carriage space. When you step onto it, you may ride to the carriage space of another city on the table that is connected to this one by paths. The fare is 1 Thaler for every hexagon on the shortest route — landscape tiles and city hexagons alike. The hexagon you start on is free; the one you arrive on counts.',
      ),
      list(
        'The carriage space is round: the ride ends your turn, and you stand on the target carriage space.',
        'You may also choose to stay where you are.',
        'Riding out of a city is not leaving it on foot, so it brings no white scantling; arriving by carriage is not a meeting.',
        'Taps lowers the fare by 1 Thaler. The Belittle King does not help with fares.',
      ),
      example(
        'Example',
        p(
          'Ida takes the carriage from Krinn to Driestein. The shortest route crosses one more hexagon of Krinn, three landscape tiles and two hexagons of Driestein, the last of them the one with its carriage space: 6 hexagons, 6 Thalers.',
        ),
      ),
    ],
  },
  {
    id: 'cities',
    title: 'Cities',
    lead: 'Expensive, busy, and worth every Thaler.',
    blocks: [
      p(
        'There are seven cities: Bilshofen, Driestein, Hemmburg, Krinn, Maasberg, Neustadt and Sellm. Each covers three hexagons and comes into play when someone [scouts it out](#scouting). A city packs a great deal into a small space: an inn, a hostel, a town hall, a carriage space, work spaces including the fate work space, and a central hexagon for scouting.',
      ),
      list(
        'Each entrance charges a toll of 1 Thaler, and the central hexagon 1 or 2, every time you step onto them.',
        'City inns and hostels ask 2 or 3 Thalers, country ones 1 or 2.',
        'In one city you may work at several places in turn; each gets a marker, but the city scores its 2 VP only once per scoring.',
      ),
      h('Leaving a city: the white scantling'),
      p(
        'When you step on foot from any space of a city board onto a space that is not part of it, you take a **white scantling** — once per city in the whole game. A connection space on the border between a city and a landscape tile belongs to neither: stepping onto it from the landscape and back is not leaving the city, but stepping onto it from the city’s own spaces is. You get the white scantling even if the step ends your turn; it is placed before the turn is over.',
      ),
      p(
        'White is wild. You put it on any segment of your tally stick that is not yet locked; if all are locked, it goes to your Charly as surplus. Like every scantling it never moves again, so place it where it helps most — usually to finish a segment that is close to locking.',
      ),
    ],
  },
  {
    id: 'meetings',
    title: 'Meeting other journeymen',
    lead: 'Company on the road: marker pieces worth 2 VP each.',
    blocks: [
      p(
        'If you step onto a space where one or more other journeymen stand, you meet them, and your turn ends. Only the journeyman who moves gains anything.',
      ),
      list(
        'From each journeyman you meet whose marker piece you do not hold yet, you take one marker piece — from their Charly, or from the general supply if their Charly has none left. You never hold more than one piece of each other journeyman’s colour.',
        'For each journeyman you meet for the very first time, one of your own marker pieces moves from the general supply to your Charly. So you can own at most seven, which means more [leisure](#leisure) visits.',
        'Meeting the same journeyman again brings no further piece of your own. When another journeyman steps onto your space, that does not count as your meeting them.',
        'At the final scoring every marker piece of another colour on your Charly is worth 2 VP.',
      ),
      note(
        'Taking a piece from somebody\u2019s Charly also takes away one of their leisure visits. No meeting can happen on a work space: an occupied one cannot be entered. Arriving by carriage is not a meeting. Schreiner Reiner\u2019s jump meets nobody on the hexagon it crosses, but landing where somebody stands is a meeting as usual.',
      ),
    ],
  },
  {
    id: 'news',
    title: 'News, personalities and encounters',
    lead: 'Famous people of the age wait in the city inns.',
    blocks: [
      p(
        'The 14 news cards each announce a personality — two for every city. Whoever reveals one at an inn takes the **reward** printed for the announcement; the personality then waits at the inn of the city named. Anyone who uses that inn later, and meets the **requirement**, may encounter them.',
      ),
      p(
        'After an encounter you choose: take the **Insight** — the card then leaves the game — or put the card into your travelling book for 1 VP at the end. Requirements that ask for a scantling of a colour are paid automatically: from your surplus if it holds that colour, otherwise from the least-filled segment that is not locked and holds it; a white scantling never pays for a colour.',
      ),
      table(
        ['Personality', 'City', 'Reward for the news', 'Requirement', 'Insight'],
        [
          ['Adolf Kolping', 'Krinn', '2 Thalers, green', 'none', 'meet the top travel companion'],
          ['Alfred Nobel', 'Hemmburg', '1 Thaler, yellow', 'pay 1 Thaler', 'orange and black'],
          ['August Oetker', 'Krinn', '1 Thaler', 'give black', '5 Thalers, orange'],
          ['August Robert Bosch', 'Sellm', '2 Thalers, orange', 'give orange', 'yellow or green'],
          ['Carl Benz', 'Sellm', '2 Thalers, 1 foot-it point', 'give black', '2 Thalers, 2 foot-it points'],
          ['Ernst Werner v. Siemens', 'Bilshofen', '3 Thalers, orange or black', 'give orange or black', 'yellow'],
          ['Friedrich Gottlob Keller', 'Neustadt', '2 Thalers, orange or black', 'give orange or black', 'yellow'],
          ['Karl Marx', 'Driestein', 'orange and black', 'give black', 'blue or green'],
          ['Levi Strauss', 'Hemmburg', 'roll a die: that many Thalers', 'none', 'meet the top travel companion'],
          ['Otto v. Bismarck', 'Bilshofen', '2 foot-it points', 'pay 3 Thalers', 'blue or green'],
          ['Otto Lilienthal', 'Driestein', 'orange or black', 'pay 3 Thalers', 'one free scouting'],
          ['Otto Robert Maier', 'Maasberg', '5 Thalers', 'pay 2 Thalers', 'blue'],
          ['Wilhelm Busch', 'Maasberg', '3 Thalers, orange or black', 'roll a die and pay that many Thalers', 'a leisure card of your choice'],
          ['Wilhelm Emil Fein', 'Neustadt', '4 Thalers', 'none', '6 Thalers'],
        ],
        { caption: 'The fourteen personalities (colours mean one scantling of that colour)' },
      ),
      list(
        'Meeting the top travel companion works as at a hostel, without the blue scantling.',
        'Otto Lilienthal\u2019s free scouting is a token you keep until you use it, from your next turn on.',
        'Wilhelm Busch is offered only if you could pay even a 6.',
        'Foot-it points from news and Insights are added at once and must be used in this turn.',
      ),
    ],
  },
  {
    id: 'tally',
    title: 'The tally stick',
    lead: 'Five segments, five scantlings each — your record of the Walz.',
    blocks: [
      p(
        'The tally stick records what you have learned on the road. It has five segments, each with room for five scantlings. From bottom to top:',
      ),
      table(
        ['Segment', 'Colour', 'Locked segment'],
        [
          ['K+K', 'orange and black', '2 VP'],
          ['Experience', 'red', '3 VP'],
          ['Sociability', 'blue', '4 VP'],
          ['Luck', 'green', '5 VP'],
          ['Knowledge', 'yellow', '6 VP'],
        ],
      ),
      h('Placing scantlings'),
      list(
        'A scantling you gain goes into the segment of its colour. Orange and black share the K+K segment.',
        'White is wild: you choose any segment that is not locked.',
        'The fifth scantling **locks** the segment. A locked segment is safe: it scores at every scoring and can never give a scantling back.',
        'A scantling of a colour whose segment is already locked goes onto your Charly as **surplus**. Surplus only exists for locked colours.',
        'Placed scantlings never move — except one at a time with Schnatterer Wolf.',
      ),
      h('Firsts and development'),
      list(
        'The first journeyman to lock a colour takes its **special marker**, worth 1 VP at the end.',
        'Locking red, blue, green or yellow turns up the matching [development card](#development), usable from your next turn on.',
      ),
      h('How the tally stick scores'),
      list(
        '**Year-end scorings:** each locked segment scores its value, and every 4 scantlings on segments that are not locked add 1 VP. Surplus does not count.',
        '**Final scoring:** locked segments score once more; unlocked segments score nothing now, and every 4 surplus scantlings add 1 VP.',
      ),
      note(
        'Locking has a price: scantlings in a locked segment can no longer pay a requirement. Before you lock, think about which companions and personalities you still want to meet.',
      ),
    ],
  },
  {
    id: 'development',
    title: 'Development cards',
    lead: 'Each locked colour makes you a more capable journeyman.',
    blocks: [
      p(
        'You have four development cards, face down at first. Locking a segment turns up the card of that colour, and from your next turn on you can use it — **once per year**, and once more on the One Day. A used card is turned sideways and stands up again at the start of each year and of the One Day.',
      ),
      table(
        ['Card', 'Turned up by', 'What it does'],
        [
          ['Foot-It King', 'red', '1 extra foot-it point in one turn.'],
          ['Belittle King', 'blue', 'Skip one fee or toll. Not for a bet, not for a carriage fare.'],
          ['Scheniegel Servant', 'yellow', '2 extra Thalers with one wage. The app uses it on your next wage while it is ready.'],
          ['Lucky Fellow', 'green', 'Reroll one die you have just rolled: wages, town hall, a personality\u2019s die, the dice game and its tie-break.'],
        ],
      ),
      p(
        'The 2 Thalers of the Scheniegel Servant are not wages, so nothing goes into the hat. The Lucky Fellow is offered right after the roll; you then keep the new number.',
      ),
    ],
  },
  {
    id: 'money',
    title: 'Money and the penniless rescue',
    lead: 'Thalers pay for the road; the earring saves you once.',
    blocks: [
      p(
        'You start with 10 Thalers. They pay fees, tolls, carriage fares, bets, extensions and some requirements. They come from wages, the town halls, news, Insights, companions and winning at dice. At the final scoring every full 10 Thalers are worth 1 VP, and money breaks ties.',
      ),
      h('When the pouch is empty'),
      steps(
        'If a payment is more than you have, you first sell your **earring**: it is gone for good, and you receive 8 Thalers.',
        'If that is still not enough, you lose a random foot-it card from your hand and receive 3 Thalers for it. This repeats as often as needed.',
      ),
      list(
        'Something you choose to do — a fee, a toll, a fare, an extension, your own bet — is allowed only if your money plus these rescues can cover it.',
        'A bet forced on you by somebody else\u2019s dice game uses the rescues too; whatever is still missing after that is forgiven, and your pouch is empty.',
      ),
      note(
        'The earring kept to the end is worth 1 VP; sold, it is worth 8 Thalers. A lost card is a lost turn — so keep a small reserve.',
      ),
    ],
  },
  {
    id: 'yearEnd',
    title: 'The year-end scorings',
    lead: 'After each of the three years: points, the Stenz, the hat and a new start player.',
    blocks: [
      p('When everybody has played their six cards, the year ends and everybody scores:'),
      list(
        'Each locked segment: K+K 2, Experience 3, Sociability 4, Luck 5, Knowledge 6 VP.',
        'Every 4 scantlings on segments that are not locked: 1 VP. Surplus on the Charly does not count now.',
        'Each of your Scheniegelei markers on a landscape work space: 1 VP.',
        'Each city in which at least one of your Scheniegelei markers stands: 2 VP.',
      ),
      h('The Stenz, the hat and the start player'),
      list(
        '**Stenz:** the leader after the scoring takes a Stenz card into the travelling book (1 VP at the end). A tie goes to the one with more Thalers; if that is equal too, nobody takes it.',
        '**Hat:** the journeyman in last place takes all the Thalers in the hat. Several in last place share them equally, rounded down; the remainder stays in the hat.',
        '**Start player:** the journeyman with the fewest VP starts the next year (and, after the third, the One Day). A tie goes to the one with fewer Thalers (counting the Thalers just taken from the hat); if still tied, the start player stays the same.',
      ),
      p('After the first and second scorings each journeyman draws six new cards, used development cards stand up again, and the new year begins; after the third comes [the One Day](#final).'),
      example(
        'Example: Greta\u2019s second year-end scoring',
        table(
          ['What Greta has', 'VP'],
          [
            ['K+K locked', '2'],
            ['Experience (red) locked', '3'],
            ['3 blue, 2 green and 2 yellow: 7 scantlings on unlocked segments — one group of 4', '1'],
            ['3 Scheniegelei markers on landscape work spaces', '3'],
            ['2 markers in Krinn — the city counts once', '2'],
            ['1 marker in Sellm', '2'],
          ],
          { foot: ['Total', '13'] },
        ),
        p(
          'One more scantling on her unlocked segments would have made a second group of 4. After the scoring Greta and Jonas both have 31 VP; Greta has 9 Thalers, Jonas 6, so Greta takes the Stenz card. Ida is last with 22 VP: she takes the 7 Thalers from the hat and starts the third year. Had Ida and Hanna tied for last, each would have taken 3 Thalers and 1 would have stayed in the hat.',
        ),
      ),
    ],
  },
  {
    id: 'final',
    title: 'The One Day and the final scoring',
    lead: 'One last turn — then everything is counted.',
    blocks: [
      p(
        'After the third year-end scoring comes the One Day. Starting with the start player, each journeyman takes one last turn with the One-Day card: 5 points, plus whatever companions, news or the Foot-It King add. There is no extension. Development cards are ready again, and every other rule applies as usual.',
      ),
      h('Final scoring'),
      table(
        ['What', 'VP'],
        [
          ['Each locked segment (K+K, Experience, Sociability, Luck, Knowledge)', '2 / 3 / 4 / 5 / 6'],
          ['Scantlings on segments that are not locked', '0'],
          ['Every 4 surplus scantlings on the Charly', '1'],
          ['Leisure cards', '1 / 3 / 6, +1 per further card'],
          ['Each other card in the travelling book: town seals, personalities, former companions, Stenz cards', '1'],
          ['Each special marker', '1'],
          ['The earring, if you still have it', '1'],
          ['Every full 10 Thalers', '1'],
          ['Each marker piece of another colour', '2'],
        ],
      ),
      p(
        'The companion still travelling with you at the end is not in your book and scores nothing; only one you parted with and kept for the book counts.',
      ),
      p(
        'The journeyman with the most VP wins. A tie goes to the one with the most Thalers; if still tied, they share the victory.',
      ),
      example(
        'Example',
        p(
          'Hanna ends with a locked K+K, red and blue segment (9 VP), 5 surplus scantlings (1 VP), a Drawing, a Writing and a Music-Making card (6 VP), three town seals, one personality and one Stenz card (5 VP), one special marker (1 VP), her earring (1 VP), 23 Thalers (2 VP) and the marker pieces of two other journeymen (4 VP): 29 VP on top of what she already has.',
        ),
      ),
    ],
  },
  {
    id: 'controls',
    title: 'At the table: mouse and keys',
    lead: 'Every decision works with the mouse and with the keyboard alone.',
    blocks: [
      p(
        'The bar under the board offers each choice with what it costs and what it brings. Point at a choice, or reach it with Tab, and the board shows what it does (a walk draws its way); click it or press Enter to take it. A list that goes on beyond its pane fades at that edge.',
      ),
      table(
        ['Key', 'What it does'],
        [
          ['The key on a choice (1–9, E, R …)', 'Takes that choice; E ends your turn (while the board has the focus, E turns the view instead).'],
          ['1–5, Shift+1–5', 'Opening a dice game: the high house number with a bet of that many Thalers; with Shift, the low house number.'],
          ['Tab, Shift+Tab', 'Goes from choice to choice.'],
          ['Enter', 'Takes the choice that has the focus.'],
          ['D or ], Shift+D or [', 'Walking: shows the next or the previous destination; Enter walks there.'],
          ['Esc', 'Lets go of a destination or a choice being looked at.'],
          ['R, Shift+R', 'Placing a revealed tile or city: turns it; ] and [ move it to its next or previous place.'],
          ['P', 'While a computer player is to move: pauses the computer players, or lets them play on.'],
          ['N', 'While they are paused: lets them take their next decision (one step, one card), and only that one.'],
          ['H', 'Asks what the computer would do (see below).'],
          ['U, Ctrl+Z (⌘Z on a Mac)', 'Undo: takes back your last step.'],
          ['F1 (⌘? on a Mac)', 'Opens these rules where they speak of the decision at hand.'],
        ],
      ),
      h('The board'),
      p('Drag to move the view, drag with the right button to turn it, and use the wheel to zoom. With the board focused (click it, or Tab to it):'),
      table(
        ['Key', 'What it does'],
        [
          ['Arrow keys', 'Move the view.'],
          ['Q, E', 'Turn the board.'],
          ['+, −', 'Zoom in and out.'],
          ['0 or Home', 'Show the whole board.'],
          ['R, Shift+R; ] and [; Enter', 'Placing a revealed piece: turn it; its next or previous place; place it.'],
        ],
      ),
      note('**What would the computer do?** shows the hard computer player\u2019s choice for you with its reason; you still decide. **Undo** takes back your own steps within your turn until something new has come to light.'),
    ],
  },
  {
    id: 'glossary',
    title: 'Glossary',
    lead: 'The game\u2019s terms in English and German.',
    blocks: [
      table(
        ['English', 'German', 'Meaning'],
        [
          ['journeyman', 'Geselle', 'A player.'],
          ['foot-it card / points', 'Tippelkarte / Tippelpunkte', 'The card played each turn and the points it gives.'],
          ['footing it', 'Tippeln', 'Walking from space to space.'],
          ['scouting out', 'Ausbaldowern', 'Revealing and placing a new tile or city.'],
          ['homeland', 'Heimat', 'The start space with the wind rose.'],
          ['landscape tile', 'Landschaftsplättchen', 'Meadow, forest or field hexagon.'],
          ['city board', 'Stadttafel', 'A city of three hexagons.'],
          ['connection space', 'Anschlussfeld', 'A space on a tile\u2019s edge where paths join.'],
          ['inn', 'Wirtshaus', 'News, encounters and the dice game.'],
          ['dice game; High / Low house number', 'Knobelrunde; Hohe / Niedrige Hausnummer', 'Three dice make a three-digit number.'],
          ['hostel', 'Herberge', 'A blue scantling and a travel companion.'],
          ['travel companion', 'Reisekamerad', 'Travels with you; most give a lasting advantage.'],
          ['town hall / town seal', 'Rathaus / Stadtsiegel', 'Proof of a visit, 1 VP.'],
          ['work at the wayside', 'Arbeiten am Wegesrand', 'Wages from a foreman or small-timer.'],
          ['foreman / small-timer', 'Meister / Krauter', 'The people you work for.'],
          ['wages', 'Lohn', 'Thalers and usually a scantling.'],
          ['fate tile', 'Schicksalsplättchen', 'A city\u2019s chance wage.'],
          ['Scheniegelei marker', 'Scheniegelei-Marker', 'Marks where you have worked.'],
          ['hat (social security)', 'Hut (Sozialkasse)', '1 Thaler of every wage; goes to the last player.'],
          ['leisure', 'Muße', 'Drawing, writing, music-making: Malen, Schreiben, Musizieren.'],
          ['carriage space', 'Kutschenfeld', 'A ride between cities for a fare.'],
          ['marker piece', 'Markierungsstein', 'For leisure visits and meetings.'],
          ['news / personality', 'Nachricht / Persönlichkeit', 'A famous person waiting at a city inn.'],
          ['reward / requirement / Insight', 'Belohnung / Bedingung / Erkenntnis', 'What a card gives, asks for, or offers instead of 1 VP.'],
          ['scantling', 'Kantholz', 'A small wooden beam in one of seven colours.'],
          ['tally stick', 'Kerbholz', 'Five segments of five scantlings each.'],
          ['locking up', 'abschließen (einlochen)', 'Filling a segment with its fifth scantling.'],
          ['K+K', 'K+K', 'The bottom segment of the tally stick: orange and black scantlings.'],
          ['Experience / Sociability / Luck / Knowledge', 'Erfahrung / Geselligkeit / Glück / Wissen', 'Red, blue, green and yellow segments.'],
          ['special marker', 'Sondermarker', 'For being first to lock a colour.'],
          ['development card', 'Entwicklungskarte', 'Foot-It King, Belittle King, Scheniegel Servant, Lucky Fellow.'],
          ['Foot-It King / Belittle King', 'Tippelkönig / Schmalmacherkönig', 'Red and blue development cards.'],
          ['Scheniegel Servant / Lucky Fellow', 'Scheniegelknecht / Glückskind', 'Yellow and green development cards.'],
          ['Charly (Charlottenburger)', 'Charly (Charlottenburger)', 'Your player board: the bundle you carry.'],
          ['money pouch', 'Geldkatze', 'Where your Thalers are kept.'],
          ['earring', 'Ohrring', '8 Thalers in need, or 1 VP at the end.'],
          ['travelling book', 'Wanderbuch', 'Cards that score at the end.'],
          ['Stenz card', 'Stenzkarte', 'For the leader after a year.'],
          ['year-end scoring / final scoring', 'Zwischenwertung / Schlusswertung', 'After each year / after the One Day.'],
          ['the One Day', 'der Eine Tag', 'One last turn for each journeyman.'],
          ['victory point (VP)', 'Siegpunkt (SP)', 'What wins the game.'],
        ],
      ),
    ],
  },
];
