/**
 * What the table's parts share (provided by GameScreen, injected by the decision components):
 * the prompt and view to draw, the option or destination being previewed, the ghost of a
 * revealed piece, and the commands (choose an option, walk, steer the ghost). The renderer
 * computes no rules: options come from main's prompt, their actions go back unchanged.
 */
import { inject, type ComputedRef, type InjectionKey, type Ref } from 'vue';
import type { Option, Prompt, WalkDestination } from '../../../shared/decisions/types';
import type { GameView } from '../../../shared/engine/view';
import type { LogEntryPayload } from '../../../shared/ipc/contract';
import type { GhostPlacement } from '../board3d/sceneModel';
import type { PlayerColour } from '../../../shared/model/components';

export interface TablePlayer {
  readonly seat: number;
  readonly name: string;
  readonly colour: PlayerColour;
}

export interface TableContext {
  readonly prompt: ComputedRef<Prompt | null>;
  readonly view: ComputedRef<GameView | null>;
  readonly players: ComputedRef<readonly TablePlayer[]>;
  readonly busy: Readonly<Ref<boolean>>;
  /** The id of the option the computer suggested (game:hint), if asked. */
  readonly hintedId: ComputedRef<string | null>;
  /** The suggestion itself: a new object for each answer, the same choice asked for again included. */
  readonly hint: ComputedRef<unknown>;
  /** When the suggestion is a step of a walk: the space the walk heads for. */
  readonly hintedTo: ComputedRef<string | null>;
  /** The option under the pointer or the keyboard focus. */
  readonly preview: Ref<Option | null>;
  /** The walk destination being previewed (list, board hover, D / [ ] keys). */
  readonly destination: Ref<WalkDestination | null>;
  /** The selected ghost of a revealed piece (the board reports it). */
  readonly ghost: Ref<GhostPlacement | null>;
  choose(option: Option): void;
  walk(destination: WalkDestination): void;
  setPreview(option: Option | null): void;
  setDestination(destination: WalkDestination | null): void;
  /** Next/previous walk destination (all of them, the board's too); focuses its Walk button. */
  cycleDestination(step: number): void;
  rotateGhost(step?: number): void;
  cycleGhost(step?: number): void;
  confirmGhost(): void;
  selectGhost(g: GhostPlacement): void;
  /** The final scores (after the game). */
  showFinal(): void;
  /** Back to the main menu. */
  menu(): void;
  /** Where a space lies on the board (x, z), for naming directions; null when unknown. */
  spaceAt(id: string): readonly [number, number] | null;
  /** The seat a computer is thinking for, or null. */
  readonly thinking: ComputedRef<number | null>;
  /** The newest line of the log that carries a computer's reason (its latest decision), or null. */
  readonly lastComputerMove: ComputedRef<LogEntryPayload | null>;
  /** Some seat is a computer player (the table can pause them). */
  readonly hasComputers: ComputedRef<boolean>;
  /** The person has paused the computer players. */
  readonly computersPaused: Readonly<Ref<boolean>>;
  setComputersPaused(paused: boolean): void;
  /** While paused: the next computer decision, and no more. */
  stepComputer(): void;
}

export const TABLE: InjectionKey<TableContext> = Symbol('table');

export function useTable(): TableContext {
  const ctx = inject(TABLE);
  if (!ctx) throw new Error('useTable() outside the table');
  return ctx;
}

/** The option a ghost placement stands for (same piece position and turn). */
export function optionForGhost(prompt: Prompt | null, g: GhostPlacement | null): Option | null {
  if (!prompt || !g) return null;
  return prompt.options.find((o) => o.concerns.placement && o.concerns.placement.at.q === g.at.q && o.concerns.placement.at.r === g.at.r && o.concerns.placement.rotation === g.rotation) ?? null;
}

/** Options of a prompt by their group, in the prompt's group order (ungrouped last). */
export function byGroup(prompt: Prompt, options: readonly Option[] = prompt.options): { id: string | null; options: Option[] }[] {
  const out: { id: string | null; options: Option[] }[] = prompt.groups.map((g) => ({ id: g.id, options: [] as Option[] }));
  const rest: Option[] = [];
  for (const o of options) {
    const g = out.find((x) => x.id === o.group);
    if (g) g.options.push(o);
    else rest.push(o);
  }
  if (rest.length) out.push({ id: null, options: rest });
  return out.filter((g) => g.options.length > 0);
}
