import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { CompanyCvBundle } from '../../application/downloads/company-cv-bundle.js';
import { DownloadInterviewCv } from '../../application/downloads/download-interview-cv.js';
import { EveryCvBundle } from '../../application/downloads/every-cv-bundle.js';
import { ExportAllocation } from '../../application/downloads/export-allocation.js';
import { UploadInterviewCv } from '../../application/downloads/upload-interview-cv.js';
import { UploadStudentCv } from '../../application/students/upload-student-cv.js';
import { bindUseCase } from './bind-use-case.js';
import { PORTS } from './tokens.js';

export const downloadModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, UploadInterviewCv, [
    PORTS.students,
    PORTS.interviews,
    PORTS.files,
    CompanyOfActor,
    UploadStudentCv,
    PORTS.events,
  ]);
  bindUseCase(bind, DownloadInterviewCv, [PORTS.interviews, PORTS.students, PORTS.files, CompanyOfActor]);
  bindUseCase(bind, CompanyCvBundle, [
    PORTS.companies,
    PORTS.interviews,
    PORTS.students,
    PORTS.files,
    PORTS.archives,
    CompanyOfActor,
  ]);
  bindUseCase(bind, EveryCvBundle, [PORTS.companies, CompanyCvBundle]);
  bindUseCase(bind, ExportAllocation, [PORTS.students, PORTS.companies, PORTS.spreadsheets]);
});
