import { draftKey, isDraftRevoked } from '@meche/runtime';

/** One draft as kept: when it was last written, and the unsaved values. */
export interface StoredDraft<T> {
  savedAt: string;
  values: T;
}

/** Whose draft and of what: a practitioner never reads another's. */
interface DraftSlot {
  userId: number;
  name: string;
}

/** Turns what storage holds into the draft's values, or null when it is not (an old format, a hand edit). */
export type ParseValues<T> = (values: unknown) => T | null;

/**
 * Where drafts are kept. The rules are the same whatever the area: per practitioner, anything unreadable counts as
 * no draft, and a draft is written whole with its time. The areas differ only in how long a draft lives (below).
 */
export interface DraftStore {
  read<T>(slot: DraftSlot, parse: ParseValues<T>): StoredDraft<T> | null;
  write(slot: DraftSlot, values: unknown): void;
  drop(slot: DraftSlot): void;
}

const area = (name: 'sessionStorage' | 'localStorage'): Storage | null => {
  try {
    return window[name];
  } catch {
    return null;
  }
};

const now = () => new Date().toISOString();

function parseStored<T>(stored: unknown, parse: ParseValues<T>): StoredDraft<T> | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { savedAt, values } = stored as Partial<StoredDraft<unknown>>;
  if (typeof savedAt !== 'string') return null;
  const parsed = parse(values);
  return parsed === null ? null : { savedAt, values: parsed };
}

function parseJson(raw: string | null | undefined): unknown {
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/**
 * The forms' drafts: this tab's session storage, one key per practitioner and form (runtime's drafts.ts). They may
 * hold health answers, so they live only while the practitioner is at this device: an explicit sign-out anywhere in
 * the browser makes them void (a tab the browser restored keeps its session storage), and another practitioner's
 * sign-in drops them.
 */
export const sessionDrafts: DraftStore = {
  read(slot, parse) {
    const key = draftKey(slot.userId, slot.name);
    const draft = parseStored(parseJson(area('sessionStorage')?.getItem(key)), parse);
    if (draft && isDraftRevoked(draft.savedAt)) {
      area('sessionStorage')?.removeItem(key);
      return null;
    }
    return draft;
  },
  write(slot, values) {
    try {
      area('sessionStorage')?.setItem(draftKey(slot.userId, slot.name), JSON.stringify({ savedAt: now(), values }));
    } catch (error) {
      console.warn('A draft could not be stored', error);
    }
  },
  drop(slot) {
    area('sessionStorage')?.removeItem(draftKey(slot.userId, slot.name));
  },
};

type ByPractitioner = Record<string, Record<string, unknown>>;

/**
 * Drafts kept in local storage under one key, by practitioner then name: `{ [userId]: { [name]: { savedAt, values } } }`.
 * They outlive the tab, the browser and a sign-out (the product keeps the planning's ticks so: docs/product.md);
 * another practitioner on the device never reads them.
 */
export function localDrafts(key: string): DraftStore {
  const readAll = (): ByPractitioner => {
    const all = parseJson(area('localStorage')?.getItem(key));
    if (typeof all !== 'object' || all === null || Array.isArray(all)) return {};
    return Object.fromEntries(
      Object.entries(all).filter((entry): entry is [string, Record<string, unknown>] => typeof entry[1] === 'object' && entry[1] !== null && !Array.isArray(entry[1])),
    );
  };
  const writeAll = (all: ByPractitioner) => {
    try {
      if (Object.keys(all).length === 0) area('localStorage')?.removeItem(key);
      else area('localStorage')?.setItem(key, JSON.stringify(all));
    } catch (error) {
      console.warn(`${key} could not be stored`, error);
    }
  };
  const change = ({ userId, name }: DraftSlot, draft: StoredDraft<unknown> | null) => {
    const all = readAll();
    const own = { ...all[String(userId)] };
    if (draft) own[name] = draft;
    else delete own[name];
    if (Object.keys(own).length === 0) delete all[String(userId)];
    else all[String(userId)] = own;
    writeAll(all);
  };
  return {
    read: ({ userId, name }, parse) => parseStored(readAll()[String(userId)]?.[name], parse),
    write: (slot, values) => change(slot, { savedAt: now(), values }),
    drop: (slot) => change(slot, null),
  };
}
