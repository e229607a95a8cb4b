import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { CompanyCvBundle } from '../../application/downloads/company-cv-bundle.js';
import { DownloadInterviewCv } from '../../application/downloads/download-interview-cv.js';
import { EveryCvBundle } from '../../application/downloads/every-cv-bundle.js';
import { ExportAllocation } from '../../application/downloads/export-allocation.js';
import { UploadInterviewCv } from '../../application/downloads/upload-interview-cv.js';
import { UploadStudentCv } from '../../application/students/upload-student-cv.js';
import { bindersOf } from './bind-use-case.js';

export const downloadModule = new ContainerModule(({ bind }) => {
  const { useCase } = bindersOf(bind);
  useCase(UploadInterviewCv, 'students', 'interviews', 'files', CompanyOfActor, UploadStudentCv, 'events');
  useCase(DownloadInterviewCv, 'interviews', 'students', 'files', CompanyOfActor);
  useCase(CompanyCvBundle, 'companies', 'interviews', 'students', 'files', 'archives', CompanyOfActor);
  useCase(EveryCvBundle, 'companies', CompanyCvBundle);
  useCase(ExportAllocation, 'students', 'companies', 'spreadsheets');
});
