/**
 * The signed-in customer's notifications (contract §M6.5): a bare array mixing the operator's broadcasts
 * (`data` an object) and the customer's own (`data` JSON text); both become one shape here.
 */
import { apiRequest } from '@/lib/api-client';
import { queryOptions, useQuery } from '@/lib/query';
import { coerceWhen, list, looseId, nullable, optional, string, text, type, type Infer } from '@/lib/struct';

const isText = (value: unknown): value is string => typeof value === 'string';

const NotificationData = coerceWhen(
  type({ title: text, description: text, order_id: optional(text), type: optional(text), image: optional(nullable(text)) }),
  isText,
  (value) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return {};
    }
  },
);

export const NotificationStruct = type({
  id: looseId,
  data: NotificationData,
  image_full_url: optional(nullable(string())),
  created_at: text,
});
export type Notification = Infer<typeof NotificationStruct>;
export const NotificationListStruct = list(NotificationStruct);

export const notificationKeys = { list: () => ['notifications'] as const };

export const notificationsOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => apiRequest('/api/v1/customer/notifications', { struct: NotificationListStruct, signal }),
  });

export const useNotifications = () => useQuery(notificationsOptions());
