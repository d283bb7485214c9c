/** The log in sentences: every engine event as an i18n message (see renderer/src/i18n/table*.ts). */
export { narrate, NARRATED_EVENTS, HANDLERS, type NarrationContext } from './narrate';
export { narrateBatch, narrateLines, type NarratedLine } from './batch';
