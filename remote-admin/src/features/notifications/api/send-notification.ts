import { useMutation } from '@portal/shared';
import { type SendNotificationBody, sentNotificationSchema } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';

export const sendNotification = async (body: SendNotificationBody) =>
  sentNotificationSchema.parse((await staffApi.post('/notifications', body)).data.data);

export const useSendNotification = () => useMutation({ mutationFn: sendNotification });
