import { ErrorCode } from '@portal/shared/contract';
import { AppError } from '../../platform/errors';

/**
 * A release refused, with the reason in one line (a pipeline prints it): 409 for a clash with what exists or is live,
 * 422 for an archive that is not a release, 404 for a release that is not kept.
 */
export const releaseRefused = (statusCode: 404 | 409 | 422, reason: string) =>
  new AppError(
    statusCode,
    statusCode === 409 ? ErrorCode.conflict : statusCode === 404 ? ErrorCode.notFound : statusCode * 10,
    'releaseRefused',
    { reason },
  );
