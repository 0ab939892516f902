import { useMutation } from '@portal/shared';
import {
  type SendNotificationInput,
  sendNotificationBodySchema,
  sentNotificationSchema,
} from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';

export const sendNotification = async (body: SendNotificationInput) =>
  sentNotificationSchema.parse(
    (await staffApi.post('/notifications', sendNotificationBodySchema.parse(body))).data.data,
  );

export const useSendNotification = () => useMutation({ mutationFn: sendNotification });
