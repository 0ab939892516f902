import { ErrorCode } from '@portal/shared/contract';
import { AppError } from '../../../platform/errors';

export const notFound = () => new AppError(404, ErrorCode.notFound, 'resourceNotFound');
export const invalid = (key: string) => new AppError(400, ErrorCode.validation, key);
