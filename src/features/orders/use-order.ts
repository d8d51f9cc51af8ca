/**
 * One order for its screens: the order itself (from `track`, with its store, rider and their position,
 * asked again while it moves) and its lines (from `details`). Offline or failing, the copies this device
 * saved last are used and `savedAt` says from when; a 404 means the order is not the caller's (or does not
 * exist) and `missing` says so.
 */
import { isApiError } from '@/lib/api-error';
import { useQuery } from '@/lib/query';
import { orderDetailsOptions, trackOrderOptions } from './api/orders';
import type { Order, OrderLine } from './api/structs';
import { refreshInterval } from './rules';
import { useSavedCopy } from './saved-copies';

export interface OrderView {
  order: Order | undefined;
  lines: OrderLine[] | undefined;
  /** When the shown copy was saved, if it is a saved one. */
  savedAt: number | null;
  missing: boolean;
  offline: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => void;
}

const notFound = (error: unknown) => isApiError(error) && error.status === 404;

export function useOrder(id: number, options: { contactNumber?: string | null; withLines?: boolean } = {}): OrderView {
  const valid = Number.isSafeInteger(id) && id > 0;
  const { contactNumber = null, withLines = true } = options;
  const track = useQuery({
    ...trackOrderOptions(id, contactNumber),
    enabled: valid,
    meta: { silent: true },
    refetchInterval: (query) => (query.state.data ? refreshInterval(query.state.data.order_status) : false),
  });
  const details = useQuery({ ...orderDetailsOptions(id), enabled: valid && withLines && track.data !== undefined, meta: { silent: true } });

  const trackUnavailable = track.data === undefined && (track.isPaused || (track.isError && !notFound(track.error)));
  const orderCopy = useSavedCopy<Order>(valid ? `order-${id}` : null, track.data, trackUnavailable);
  const linesData = details.data === undefined ? undefined : Array.isArray(details.data) ? details.data : [];
  const linesUnavailable = linesData === undefined && (trackUnavailable || details.isPaused || details.isError);
  const linesCopy = useSavedCopy<OrderLine[]>(valid && withLines ? `lines-${id}` : null, linesData, linesUnavailable);

  const order = track.data ?? (trackUnavailable ? orderCopy?.value : undefined);
  return {
    order,
    lines: linesData ?? (linesUnavailable ? linesCopy?.value : undefined),
    savedAt: track.data === undefined && orderCopy ? orderCopy.savedAt : null,
    missing: !valid || notFound(track.error),
    offline: track.isPaused,
    error: track.error,
    isFetching: track.isFetching,
    refetch: () => {
      void track.refetch();
      if (withLines) void details.refetch();
    },
  };
}
