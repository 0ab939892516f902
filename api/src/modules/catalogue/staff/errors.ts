import { ErrorCode } from '@portal/shared/contract';
import { AppError } from '../../../platform/errors';

export const invalid = (key: string) => new AppError(400, ErrorCode.validation, key);
export const notFound = (key: string) => new AppError(404, ErrorCode.notFound, key);
export const conflict = (key: string) => new AppError(409, ErrorCode.conflict, key);

export const productNotFound = () => notFound('adminCatalogueProductNotFound');
export const variantNotFound = () => notFound('adminCatalogueVariantNotFound');
