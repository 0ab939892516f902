import { ErrorCode } from '@portal/shared/contract';
import { AppError } from '../../../platform/errors';

export const conflict = (key: string) => new AppError(409, ErrorCode.conflict, key);
export const invalid = (key: string) => new AppError(400, ErrorCode.validation, key);
export const orderNotFound = () => new AppError(404, ErrorCode.notFound, 'orderNotFound');
