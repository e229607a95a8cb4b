import { ChangeWalkingStatus } from '../walk-in/change-walking-status.js';
import { CreateWalkInInterview } from '../walk-in/create-walk-in-interview.js';
import { GetWalkingStatus } from '../walk-in/get-walking-status.js';
import { ListWalkInCompanies } from '../walk-in/list-walk-in-companies.js';
import { ListWalkInInterviews } from '../walk-in/list-walk-in-interviews.js';

export const walkInArea = {
  useCases: [ChangeWalkingStatus, GetWalkingStatus, ListWalkInCompanies, CreateWalkInInterview, ListWalkInInterviews],
} as const;
