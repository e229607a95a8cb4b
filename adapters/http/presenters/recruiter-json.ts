import { z } from 'zod';
import type { CompanyRecruiters } from '../../../application/recruiters/list-recruiters.js';
import type { CompanyLogin } from '../../../application/sessions/sign-in-company.js';
import type { Recruiter, RecruiterInvite } from '../../../domain/recruiter.js';
import { CompanySchema, companyJson } from './company-json.js';
import type { Presented } from './presented.js';

export const RecruiterSchema = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    email: z.string().describe('The e-mail the recruiter signs in with, on the company sign-in'),
    createdAt: z.string().describe('When the recruiter accepted the invitation (ISO 8601)'),
  })
  .meta({ id: 'Recruiter', description: "One of a company's recruiters: a login of its own, acting as the company" });

export const RecruiterInviteSchema = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    createdAt: z.string(),
    expiresAt: z.string().describe('When its link stops working (ISO 8601); past it, the invitation is expired'),
  })
  .meta({ id: 'RecruiterInvite', description: 'An invitation to become a recruiter, not yet accepted' });

export const CompanyRecruitersSchema = z
  .strictObject({ recruiters: z.array(RecruiterSchema), invites: z.array(RecruiterInviteSchema) })
  .meta({ id: 'CompanyRecruiters' });

/** The company's account, with who signed in: null for the company's own account, else the recruiter. */
export const CompanyLoginSchema = CompanySchema.extend({
  recruiter: RecruiterSchema.nullable().describe(
    "The recruiter signed in for the company; null when it is the company's own account",
  ),
});

export const recruiterJson = (recruiter: Recruiter): Presented<typeof RecruiterSchema> => ({
  _id: recruiter.id,
  name: recruiter.name,
  email: recruiter.email,
  createdAt: recruiter.createdAt.toISOString(),
});

export const recruiterInviteJson = (invite: RecruiterInvite): Presented<typeof RecruiterInviteSchema> => ({
  _id: invite.id,
  name: invite.name,
  email: invite.email,
  createdAt: invite.createdAt.toISOString(),
  expiresAt: invite.expiresAt.toISOString(),
});

export const companyRecruitersJson = ({
  recruiters,
  invites,
}: CompanyRecruiters): Presented<typeof CompanyRecruitersSchema> => ({
  recruiters: recruiters.map(recruiterJson),
  invites: invites.map(recruiterInviteJson),
});

export const companyLoginJson = ({ company, recruiter }: CompanyLogin): Presented<typeof CompanyLoginSchema> => ({
  ...companyJson(company),
  recruiter: recruiter === null ? null : recruiterJson(recruiter),
});
