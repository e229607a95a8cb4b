/*
 * The student's profile form (spec §5, design §5.2). The e-mail is not editable, so it is not here.
 * Messages: design §5.2's three required-field messages and the spec's "Invalid Index Number!".
 * Ours: "Title is required", "Title must be Mr, Mrs or Miss", and for a link that is not an
 * http(s) address "Enter a full link starting with http:// or https://".
 */
import {
  indexNumberRules,
  normalizeIndexNumber,
  PROFILE_TITLES,
  STUDENT_MESSAGES,
  type ProfileTitle,
} from './student.js';
import { checkField, oneOf, required, validated, type Rule, type Validated } from './validation.js';

export interface StudentProfileForm {
  readonly title: string;
  readonly fullName: string;
  readonly commonName: string;
  readonly indexNumber: string;
  readonly description?: string;
  readonly linkedInURL?: string;
  readonly githubURL?: string;
  readonly personalURL?: string;
}

export interface StudentProfile {
  readonly title: ProfileTitle;
  readonly fullName: string;
  readonly commonName: string;
  readonly indexNumber: string;
  readonly description: string;
  /** Each link is an http(s) URL or the empty string. */
  readonly linkedInURL: string;
  readonly githubURL: string;
  readonly personalURL: string;
}

export const STUDENT_PROFILE_MESSAGES = {
  titleRequired: STUDENT_MESSAGES.titleRequired,
  invalidTitle: STUDENT_MESSAGES.profileTitle,
  fullNameRequired: STUDENT_MESSAGES.fullNameRequired,
  commonNameRequired: STUDENT_MESSAGES.commonNameRequired,
  indexNumberRequired: STUDENT_MESSAGES.indexNumberRequired,
  invalidIndexNumber: STUDENT_MESSAGES.invalidIndexNumber,
  invalidLink: 'Enter a full link starting with http:// or https://',
} as const;

export const isWebLink = (value: string): boolean => {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const optionalLink: Rule<string> = (value) =>
  value === '' || isWebLink(value) ? null : STUDENT_PROFILE_MESSAGES.invalidLink;

const link = (value: string | undefined): string => (value ?? '').trim();

export const validateStudentProfile = (form: StudentProfileForm): Validated<StudentProfile> =>
  validated(
    [
      checkField('title', form.title.trim(), [
        required(STUDENT_PROFILE_MESSAGES.titleRequired),
        oneOf(PROFILE_TITLES, STUDENT_PROFILE_MESSAGES.invalidTitle),
      ]),
      checkField('fullName', form.fullName, [required(STUDENT_PROFILE_MESSAGES.fullNameRequired)]),
      checkField('commonName', form.commonName, [required(STUDENT_PROFILE_MESSAGES.commonNameRequired)]),
      checkField('indexNumber', form.indexNumber, indexNumberRules),
      checkField('linkedInURL', link(form.linkedInURL), [optionalLink]),
      checkField('githubURL', link(form.githubURL), [optionalLink]),
      checkField('personalURL', link(form.personalURL), [optionalLink]),
    ],
    () => ({
      title: form.title.trim() as ProfileTitle,
      fullName: form.fullName.trim(),
      commonName: form.commonName.trim(),
      indexNumber: normalizeIndexNumber(form.indexNumber),
      description: (form.description ?? '').trim(),
      linkedInURL: link(form.linkedInURL),
      githubURL: link(form.githubURL),
      personalURL: link(form.personalURL),
    }),
  );
