import type { AddAdminForm } from '../../domain/admin.js';
import type { CompanyForm } from '../../domain/company.js';
import type { AddCoordinatorForm } from '../../domain/coordinator.js';
import type { SignUpForm } from '../../domain/sign-up.js';
import type { StudentProfileForm } from '../../domain/student-profile.js';

/** Valid forms as a user would type them; each test breaks one thing. */
export const aSignUpForm = (overrides: Partial<SignUpForm> = {}): SignUpForm => ({
  email: 'nimal@uni.test',
  fullName: 'A.B.C. Perera',
  title: 'Mr',
  commonName: 'Nimal',
  indexNumber: '190356K',
  password: 'secret77',
  ...overrides,
});

export const anAddAdminForm = (overrides: Partial<AddAdminForm> = {}): AddAdminForm => ({
  email: 'admin@fair.test',
  password: 'secret7',
  confirmpassword: 'secret7',
  ...overrides,
});

export const anAddCoordinatorForm = (overrides: Partial<AddCoordinatorForm> = {}): AddCoordinatorForm => ({
  email: 'coordinator@fair.test',
  name: 'Kamal Silva',
  contactNumber: '0771234567',
  company: '0123456789abcdef01234567',
  password: 'secret7',
  confirmpassword: 'secret7',
  ...overrides,
});

/** Acme's details as typed, already in the shape validation keeps them. */
const acmeDetails = {
  username: 'acme',
  email: 'hr@acme.test',
  companyName: 'Acme Engineering',
  description: 'We build things',
  tags: ['Embedded', 'Cloud'],
  contactPerson: 'Ruwan',
  contactPersonTP: '0112345678',
  session: 'both',
  areas: ['Automation', 'AI / SE'],
  panels: ['Software Engineering', 'DevOps'],
} as const;

export const aCompanyForm = (overrides: Partial<CompanyForm> = {}): CompanyForm => ({
  ...acmeDetails,
  tags: [...acmeDetails.tags],
  areas: [...acmeDetails.areas],
  panels: [...acmeDetails.panels],
  password: 'secret7',
  confirmpassword: 'secret7',
  numberOfInterviews: '12',
  panelsCount: '2',
  ...overrides,
});

/** The company details aCompanyForm() holds once validated: trimmed, de-duplicated and typed, without its passwords. */
export const aCompanyFormsDetails = () => ({
  ...acmeDetails,
  numberOfInterviews: 12,
  panelsCount: 2,
});

export const aStudentProfileForm = (overrides: Partial<StudentProfileForm> = {}): StudentProfileForm => ({
  title: 'Mrs',
  fullName: 'A.B.C. Perera',
  commonName: 'Nimali',
  indexNumber: '190356K',
  description: 'Final-year student',
  linkedInURL: 'https://www.linkedin.com/in/nimali',
  githubURL: 'https://github.com/nimali',
  personalURL: 'http://nimali.example',
  ...overrides,
});
