/**
 * Shared pieces of every option builder: the context, the id, and the table of action
 * fields the model knows (an unknown type or field makes the option generic, so a new engine
 * action still shows up, with a plain label, and tests point at the gap).
 */
import type { Action } from '../engine/actions';
import type { GameView } from '../engine/view';
import type { Concerns, Cost, Gain, Msg, Option, PickKind, PromptContext } from './types';

export interface BuildContext {
  readonly view: GameView;
  readonly seat: number;
  /** The engine's pending decision on top (undefined: none). */
  readonly top: { readonly kind: string; readonly [k: string]: unknown } | undefined;
  readonly context: PromptContext;
}

/** Fields of each action type this model reads (besides `player` and `type`). */
export const KNOWN_ACTION_FIELDS: Readonly<Record<string, readonly string[]>> = {
  playCard: ['value'],
  extend: ['value'],
  move: ['to', 'via', 'belittle'],
  scout: ['kind', 'pay'],
  placePiece: ['at', 'rotation'],
  retryScout: [],
  declinePlacement: [],
  useSpace: ['belittle'],
  passSpace: [],
  chooseReward: ['option'],
  placeWhite: ['segment'],
  encounter: ['newsId', 'take', 'pay'],
  skipEncounter: [],
  takeCompanion: ['pay'],
  declineCompanion: [],
  oldCompanion: ['take'],
  diceMode: ['mode', 'bet'],
  diceRoll: [],
  dicePlace: ['position'],
  diceReroll: ['die'],
  keepRoll: [],
  carriage: ['city'],
  useDevelopment: ['card'],
  companionPower: ['power', 'from', 'segment', 'colour'],
  endTurn: [],
};

/** The fields of an action the model does not know (set, not false). */
export function unknownFields(a: Action): string[] {
  const known = KNOWN_ACTION_FIELDS[a.type];
  const rec = a as unknown as Record<string, unknown>;
  return Object.keys(rec).filter((k) => k !== 'player' && k !== 'type' && rec[k] !== undefined && rec[k] !== false && !(known ?? []).includes(k));
}

/** A stable id from the action's fields (sorted; false and missing flags are the same). */
export function optionId(a: Action): string {
  const rec = a as unknown as Record<string, unknown>;
  const parts = Object.keys(rec)
    .filter((k) => k !== 'player' && k !== 'type' && rec[k] !== undefined && rec[k] !== false)
    .sort()
    .map((k) => `${k}=${JSON.stringify(rec[k])}`);
  return parts.length > 0 ? `${a.type}:${parts.join('&')}` : a.type;
}

export interface Draft {
  readonly label: Msg;
  readonly short?: Msg;
  readonly cost?: Cost;
  readonly gain?: Gain;
  readonly consequences?: readonly Msg[];
  readonly concerns?: Concerns;
  readonly pick?: PickKind;
  readonly group?: string;
  readonly exact?: boolean;
  readonly endsTurn?: boolean;
  readonly recommended?: boolean;
  readonly hotkey?: string;
}

export function finish(a: Action, d: Draft): Option {
  const generic = !(a.type in KNOWN_ACTION_FIELDS) || unknownFields(a).length > 0;
  return {
    id: optionId(a),
    action: a,
    label: d.label,
    ...(d.short ? { short: d.short } : {}),
    cost: d.cost ?? {},
    gain: d.gain ?? {},
    consequences: d.consequences ?? [],
    concerns: d.concerns ?? {},
    pick: d.pick ?? 'button',
    ...(d.group ? { group: d.group } : {}),
    ...(d.hotkey ? { hotkey: d.hotkey } : {}),
    ...(d.recommended ? { recommended: true } : {}),
    exact: (d.exact ?? false) && !generic,
    ...(d.endsTurn ? { endsTurn: true } : {}),
    ...(generic ? { generic: true } : {}),
  };
}
