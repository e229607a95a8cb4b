/*
 * Spreadsheet sheet names (spec §5), as Excel accepts them: at most 31 characters, none of
 * : \ / ? * [ ], unique (Excel compares them ignoring case), and at least one sheet per workbook.
 * Our messages; a blank name is refused too. Failures are reported on the field "sheets[i]"
 * (or "sheets" for an empty workbook).
 */
import { validated, type FieldFailure, type Validated } from './validation.js';

export const SHEET_NAME_MAX_LENGTH = 31;
export const SHEET_NAME_FORBIDDEN_CHARACTERS = [':', '\\', '/', '?', '*', '[', ']'] as const;

export const SHEET_NAME_MESSAGES = {
  noSheets: 'A workbook needs at least one sheet',
  blank: 'Sheet name is required',
  tooLong: 'Sheet name must be at most 31 characters',
  forbiddenCharacter: 'Sheet name must not contain : \\ / ? * [ ]',
  duplicate: 'Sheet names must be unique',
} as const;

const problemWith = (name: string, earlierNames: readonly string[]): string | null => {
  if (name.trim() === '') return SHEET_NAME_MESSAGES.blank;
  if (name.length > SHEET_NAME_MAX_LENGTH) return SHEET_NAME_MESSAGES.tooLong;
  if (SHEET_NAME_FORBIDDEN_CHARACTERS.some((character) => name.includes(character))) {
    return SHEET_NAME_MESSAGES.forbiddenCharacter;
  }
  const folded = name.toLowerCase();
  if (earlierNames.some((earlier) => earlier.toLowerCase() === folded)) return SHEET_NAME_MESSAGES.duplicate;
  return null;
};

export const validateSheetNames = (names: readonly string[]): Validated<readonly string[]> => {
  const failures: (FieldFailure | null)[] = names.map((name, index) => {
    const message = problemWith(name, names.slice(0, index));
    return message === null ? null : { field: `sheets[${index}]`, message };
  });
  if (names.length === 0) failures.push({ field: 'sheets', message: SHEET_NAME_MESSAGES.noSheets });
  return validated(failures, () => names);
};
