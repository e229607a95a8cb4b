import type { SelectionRecord } from './selection.js';

export const SIGN_UP_TITLES = ['Mr', 'Miss'] as const;
export const PROFILE_TITLES = ['Mr', 'Mrs', 'Miss'] as const;
export type SignUpTitle = (typeof SIGN_UP_TITLES)[number];
export type ProfileTitle = (typeof PROFILE_TITLES)[number];

export interface Student {
  readonly id: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly fullName: string;
  readonly title: ProfileTitle;
  readonly commonName: string;
  readonly indexNumber: string;
  readonly description: string;
  readonly linkedInURL: string;
  readonly githubURL: string;
  readonly personalURL: string;
  readonly emailConfirmed: boolean;
  /** FileStorage key of the profile picture. */
  readonly pictureKey: string | null;
  /** FileStorage key of the general CV. */
  readonly cvKey: string | null;
  /** FileStorage keys of company-specific CVs, by company id. */
  readonly companyCvKeys: Readonly<Record<string, string>>;
  /** The submitted selection; null until the first submission. */
  readonly selection: SelectionRecord | null;
  readonly createdAt: Date;
}
