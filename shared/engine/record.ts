/** Game records and replay (C40). */
import type { GameRecord } from './actions';
import { applyAction } from './apply';
import { createGame } from './setup';
import { isSupportedVersion, unsupportedVersion } from './version';
import type { EngineError, GameState } from './types';

export type ReplayResult = { readonly ok: true; readonly state: GameState } | { readonly ok: false; readonly error: EngineError; readonly index: number };

/** Replays `record` by the rules of `record.engineVersion`; an unsupported version is a typed error (`unsupported-version`, index -1). */
export function replay(record: GameRecord): ReplayResult {
  if (!record || record.format !== 'auf-der-walz-record' || !Array.isArray(record.actions)) {
    return { ok: false, error: { code: 'bad-record', message: 'not an Auf der Walz record' }, index: -1 };
  }
  // the record is played by the rules of its own version (version.ts)
  if (!isSupportedVersion(record.engineVersion)) return { ok: false, error: unsupportedVersion(record.engineVersion), index: -1 };
  const created = createGame(record.setup, { engineVersion: record.engineVersion });
  if (!created.ok) return { ok: false, error: created.error, index: -1 };
  let state = created.state;
  for (let i = 0; i < record.actions.length; i++) {
    const r = applyAction(state, record.actions[i] as GameRecord['actions'][number]);
    if (!r.ok) return { ok: false, error: r.error, index: i };
    state = r.state;
  }
  return { ok: true, state };
}
