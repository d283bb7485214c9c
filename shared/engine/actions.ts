/**
 * The action union: plain data `{player, type, ...}`. Every action is validated against
 * legalActions (see apply.ts).
 */
import type { Axial, SpaceId } from '../model/board';
import type { CityName, DevelopmentCard, ScantlingColour, Segment } from '../model/components';
import type { DiceMode, GameSetup } from './types';

export type ScoutPay = 'point' | 'fiete' | 'token';

export type Action =
  | { readonly player: number; readonly type: 'playCard'; readonly value: number }
  | { readonly player: number; readonly type: 'extend'; readonly value: number }
  /**
   * One step to an adjacent space; `belittle` uses the Belittle King on its toll (C32).
   * Version 2 (C43): with `via`, Schreiner Reiner's jump from the space next to the hexagonal
   * space `via` across it to `to` (next to `via`) for 1 point; `via` is not entered.
   */
  | { readonly player: number; readonly type: 'move'; readonly to: SpaceId; readonly via?: SpaceId; readonly belittle?: boolean }
  | { readonly player: number; readonly type: 'scout'; readonly kind: 'landscape' | 'city'; readonly pay: ScoutPay }
  | { readonly player: number; readonly type: 'placePiece'; readonly at: Axial; readonly rotation: number }
  | { readonly player: number; readonly type: 'retryScout' }
  | { readonly player: number; readonly type: 'declinePlacement' }
  /** Use an inn, hostel or town hall just entered (C05); `belittle` skips its fee. */
  | { readonly player: number; readonly type: 'useSpace'; readonly belittle?: boolean }
  | { readonly player: number; readonly type: 'passSpace' }
  | { readonly player: number; readonly type: 'chooseReward'; readonly option: string }
  | { readonly player: number; readonly type: 'placeWhite'; readonly segment: Segment | 'surplus' }
  | { readonly player: number; readonly type: 'encounter'; readonly newsId: string; readonly take: 'insight' | 'book'; readonly pay?: ScantlingColour }
  | { readonly player: number; readonly type: 'skipEncounter' }
  | { readonly player: number; readonly type: 'takeCompanion'; readonly pay?: ScantlingColour }
  | { readonly player: number; readonly type: 'declineCompanion' }
  | { readonly player: number; readonly type: 'oldCompanion'; readonly take: 'insight' | 'book' }
  | { readonly player: number; readonly type: 'diceMode'; readonly mode: DiceMode; readonly bet: number }
  | { readonly player: number; readonly type: 'diceRoll' }
  | { readonly player: number; readonly type: 'dicePlace'; readonly position: number }
  /**
   * Lucky Fellow reroll: in the dice game, or of a die offered by a keepRoll pending (a wage,
   * the town hall; version 2 also a reward's or requirement's die, and with `die` one die of
   * the dice game's tie-break roll, by its index in the pending's `faces`).
   */
  | { readonly player: number; readonly type: 'diceReroll'; readonly die?: number }
  | { readonly player: number; readonly type: 'keepRoll' }
  | { readonly player: number; readonly type: 'carriage'; readonly city: CityName | null }
  | { readonly player: number; readonly type: 'useDevelopment'; readonly card: DevelopmentCard }
  | { readonly player: number; readonly type: 'companionPower'; readonly power: 'ingolf' }
  | { readonly player: number; readonly type: 'companionPower'; readonly power: 'jim'; readonly from: 'blue' | 'green' }
  /** Schnatterer Wolf: a scantling of `segment` one segment up; version 2 (C46) names its `colour` (the journeyman's choice), version 1 moves the last placed. */
  | { readonly player: number; readonly type: 'companionPower'; readonly power: 'wolf'; readonly segment: Segment; readonly colour?: ScantlingColour }
  | { readonly player: number; readonly type: 'endTurn' };

export type ActionType = Action['type'];

export interface GameRecord {
  readonly format: 'auf-der-walz-record';
  readonly engineVersion: number;
  readonly setup: GameSetup;
  readonly actions: readonly Action[];
}
