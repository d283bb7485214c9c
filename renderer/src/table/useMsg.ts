/**
 * Rendering the decision model's messages (shared/decisions `Msg`: an i18n key with params,
 * params that are messages rendered first) with vue-i18n, and a few helpers the table shares.
 */
import { useI18n } from 'vue-i18n';
import { reasonMsg } from '../../../shared/ai/reasons';
import { renderMsg } from '../../../shared/decisions/msg';
import type { Msg } from '../../../shared/decisions/types';
import type { MsgPayload } from '../../../shared/ipc/contract';

export type AnyMsg = Msg | MsgPayload;

export function useMsg() {
  const i18n = useI18n();
  const { t, te } = i18n;
  const tr = (key: string, params: Record<string, string | number>, count?: number): string =>
    count === undefined ? t(key, params) : t(key, params, count);
  /** The message as text in the player's language (an unknown key shows nothing, never the key). */
  const m = (msg: AnyMsg | null | undefined): string => {
    if (!msg) return '';
    return renderMsg(msg as Msg, (key, params, count) => (te(key) || te(key, 'en') ? tr(key, params, count) : ''));
  };
  /** A computer's reason (as decided or as saved: `{ key, params }`) as text, its foot-it points counted. */
  const why = (reason: { key: string; params?: Record<string, string | number | MsgPayload> } | null | undefined): string =>
    reason ? m(reasonMsg({ key: reason.key, params: flat(reason.params) })) : '';
  /** A failure's code (the IPC result's error.code) in the player's words; never the raw code or message. */
  const errorText = (code: string | null | undefined): string =>
    !code ? '' : te(`tableUi.errors.${code}`) ? t(`tableUi.errors.${code}`) : t('tableUi.errors.other');
  return { m, why, t, te, errorText, locale: i18n.locale };
}

/** A reason's params as saved are plain (names and numbers); anything else is left out. */
function flat(params: Record<string, unknown> | undefined): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params ?? {})) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  return out;
}
