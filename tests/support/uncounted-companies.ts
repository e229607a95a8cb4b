import type { CompanyRepository } from '../../application/ports/persistence.js';

/**
 * The companies as the store has them, except that every read counting slotsFilled from the
 * selections fails: a use case that shows no slotsFilled must get through with the profiles alone.
 */
export const uncountedCompanies = (companies: CompanyRepository): CompanyRepository => {
  const counting = () => Promise.reject(new Error('slotsFilled was counted'));
  return Object.assign(Object.create(companies) as CompanyRepository, {
    findById: counting,
    findByUsername: counting,
    findByIds: counting,
    list: counting,
  });
};
