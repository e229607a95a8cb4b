import type { Container } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { CompanyCvBundle } from '../../application/downloads/company-cv-bundle.js';
import { DownloadInterviewCv } from '../../application/downloads/download-interview-cv.js';
import { EveryCvBundle } from '../../application/downloads/every-cv-bundle.js';
import { ExportAllocation } from '../../application/downloads/export-allocation.js';
import { UploadInterviewCv } from '../../application/downloads/upload-interview-cv.js';
import { UploadStudentCv } from '../../application/students/upload-student-cv.js';
import { bindUseCase } from './bind-use-case.js';
import type { PortalModule } from './portal-module.js';
import { PORTS } from './tokens.js';

export const downloadModule: PortalModule = {
  bind(container: Container): void {
    bindUseCase(container, UploadInterviewCv, [
      PORTS.students,
      PORTS.interviews,
      PORTS.files,
      CompanyOfActor,
      UploadStudentCv,
      PORTS.events,
    ]);
    bindUseCase(container, DownloadInterviewCv, [PORTS.interviews, PORTS.students, PORTS.files, CompanyOfActor]);
    bindUseCase(container, CompanyCvBundle, [
      PORTS.companies,
      PORTS.interviews,
      PORTS.students,
      PORTS.files,
      PORTS.archives,
      CompanyOfActor,
    ]);
    bindUseCase(container, EveryCvBundle, [PORTS.companies, CompanyCvBundle]);
    bindUseCase(container, ExportAllocation, [PORTS.students, PORTS.companies, PORTS.spreadsheets]);
  },
};
