import type { Platform } from '../../platform/platform';
import type { StaffGuard } from '../../platform/staff';
import type { PlaceOrderFlow } from './orders/order-pricing';
import type { createOrdering } from './services';

/**
 * What ordering's routes are given: the platform parts they use, the module's own services and the order flow
 * (`flows/place-order/`).
 */
export type OrderingDeps = Pick<Platform, 'db' | 'config' | 'clock' | 'auth' | 'sandboxGateway'> &
  ReturnType<typeof createOrdering> & { placeOrder: PlaceOrderFlow };

/** Ordering's staff routes also get the staff guard. */
export type OrderingStaffDeps = OrderingDeps & { guard: StaffGuard };
