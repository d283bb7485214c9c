/**
 * How saves are named on disk: the id rules, the file names of a save's newest copy, its
 * backups and its quarantined copies, and the id a new named save gets from its name.
 */

export const AUTOSAVE_ID = 'autosave';
export const EXT = '.walz.json';
export const ID_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const FILE_RE = /^([a-z0-9][a-z0-9-]{0,63})\.walz\.json(?:\.bak([1-9]))?$/;
export const QUARANTINED_RE = /^([a-z0-9][a-z0-9-]{0,63})\.walz\.json(?:\.bak[1-9])?\.quarantined-/;

export function slugId(name: string, now: Date): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${slug || 'save'}-${now.getTime().toString(36)}`;
}
