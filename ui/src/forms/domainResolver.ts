import { toNestErrors } from '@hookform/resolvers';
import { isLeft } from 'fp-ts/lib/Either.js';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { Validated } from '../../../domain/validation.js';

/**
 * react-hook-form's resolver for a domain validator: the form submits the domain's clean value,
 * or each field shows the first of the domain's messages for it (the spec's texts, nothing else).
 */
export function domainResolver<F extends FieldValues, T>(validate: (form: F) => Validated<T>): Resolver<F, unknown, T> {
  return (values, _context, options) => {
    const checked = validate(values);
    if (!isLeft(checked)) return { values: checked.right, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const { field, message } of checked.left) errors[field] ??= { type: 'domain', message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
