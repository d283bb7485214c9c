/**
 * promptFor(view, legal, context): the decision the engine waits for, as the table shows it.
 * Every legal action becomes exactly one option (a builder per action type; an unknown type
 * gets a generic option), so the table can take every decision; the frame (title, groups,
 * board picks) comes from the pending decision on top.
 */
import type { Action } from '../engine/actions';
import type { GameView } from '../engine/view';
import { deciderOf, topPending } from './facts';
import { frameFor } from './frames';
import { msg, sameMsg } from './msg';
import { finish, type BuildContext } from './option';
import {
  diceModeOption,
  dicePlaceOption,
  diceRerollOption,
  diceRollOption,
  encounterOption,
  keepRollOption,
  passSpaceOption,
  skipEncounterOption,
  useSpaceOption,
} from './innOptions';
import {
  carriageOption,
  chooseRewardOption,
  declineCompanionOption,
  declinePlacementOption,
  oldCompanionOption,
  placePieceOption,
  placeWhiteOption,
  retryScoutOption,
  takeCompanionOption,
} from './otherOptions';
import { statusOf } from './status';
import { companionPowerOption, endTurnOption, extendOption, moveOption, playCardOption, scoutOption, useDevelopmentOption } from './turnOptions';
import type { Option, Prompt, PromptContext } from './types';

export function optionFor(a: Action, c: BuildContext, index: number): Option {
  switch (a.type) {
    case 'playCard':
      return playCardOption(a, c);
    case 'extend':
      return extendOption(a, c);
    case 'move':
      return moveOption(a, c);
    case 'scout':
      return scoutOption(a, c);
    case 'placePiece':
      return placePieceOption(a, c);
    case 'retryScout':
      return retryScoutOption(a, c);
    case 'declinePlacement':
      return declinePlacementOption(a);
    case 'useSpace':
      return useSpaceOption(a, c);
    case 'passSpace':
      return passSpaceOption(a, c);
    case 'chooseReward':
      return chooseRewardOption(a, c);
    case 'placeWhite':
      return placeWhiteOption(a, c);
    case 'encounter':
      return encounterOption(a, c);
    case 'skipEncounter':
      return skipEncounterOption(a, c);
    case 'takeCompanion':
      return takeCompanionOption(a, c);
    case 'declineCompanion':
      return declineCompanionOption(a, c);
    case 'oldCompanion':
      return oldCompanionOption(a, c);
    case 'diceMode':
      return diceModeOption(a, c);
    case 'diceRoll':
      return diceRollOption(a, c);
    case 'dicePlace':
      return dicePlaceOption(a, c);
    case 'diceReroll':
      return diceRerollOption(a, c);
    case 'keepRoll':
      return keepRollOption(a, c);
    case 'carriage':
      return carriageOption(a, c);
    case 'useDevelopment':
      return useDevelopmentOption(a, c);
    case 'companionPower':
      return companionPowerOption(a, c);
    case 'endTurn':
      return endTurnOption(a, c);
    default:
      return genericOption(a as Action, index);
  }
}

/** An action of a type this model does not know: a plain numbered choice. */
export function genericOption(a: Action, index: number): Option {
  return finish(a, { label: msg('option.generic', { n: index + 1 }) });
}

/** Options with the same label get "(variant n)" so that no two read alike. */
function distinct(options: Option[]): Option[] {
  const out = options.slice();
  for (let i = 0; i < out.length; i++) {
    const same: number[] = [];
    for (let j = i; j < out.length; j++) if (sameMsg((out[j] as Option).label, (out[i] as Option).label)) same.push(j);
    if (same.length < 2) continue;
    same.forEach((j, n) => {
      const o = out[j] as Option;
      out[j] = { ...o, label: msg('option.variant', { label: o.label, n: n + 1 }) };
    });
  }
  return out;
}

/** Digits 1–9 for the button options of short lists without their own key. */
function withDigits(options: Option[]): Option[] {
  const taken = new Set(options.map((o) => o.hotkey).filter((k): k is string => !!k));
  let next = 1;
  return options.map((o) => {
    if (o.hotkey || o.pick !== 'button') return o;
    while (taken.has(String(next))) next++;
    if (next > 9) return o;
    taken.add(String(next));
    return { ...o, hotkey: String(next) };
  });
}

export function promptFor(view: GameView, legal: readonly Action[], context: PromptContext = {}): Prompt {
  const seat = legal[0]?.player ?? deciderOf(view);
  const c: BuildContext = { view, seat, top: topPending(view), context };
  let options = distinct(legal.map((a, i) => optionFor(a, c, i)));
  if (c.top?.kind !== 'turn' && c.top?.kind !== 'playCard') options = withDigits(options);
  const frame = frameFor(c, options);
  return { ...frame, seat, options, status: statusOf(view, seat) };
}
