/**
 * Rendering the decision model's messages (shared/decisions `Msg`: an i18n key with params,
 * params that are messages rendered first) with vue-i18n, and a few helpers the table shares.
 */
import { useI18n } from 'vue-i18n';
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
  /** A failure's code (the IPC result's error.code) in the player's words; never the raw code or message. */
  const errorText = (code: string | null | undefined): string =>
    !code ? '' : te(`tableUi.errors.${code}`) ? t(`tableUi.errors.${code}`) : t('tableUi.errors.other');
  return { m, t, te, errorText, locale: i18n.locale };
}
