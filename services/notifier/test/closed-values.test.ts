// The delivery statuses the notifier filters by are platform's (closed-values.ts, from
// notifier.proto's DeliveryStatus), which the gateway's description shows
// (gateway/test/openapi-closed-values): each is taken, an unlisted one refused.
import { DELIVERY_STATUSES } from '@workmesh/platform';
import { validatedListDeliveries } from '../src/webhook-subscriptions';

describe('the delivery statuses list deliveries takes', () => {
  it.each(DELIVERY_STATUSES)('status %s is taken', (status) => {
    expect(validatedListDeliveries({ id: 3, status }).status).toBe(status);
  });

  it.each(['sent', 'Failed', 'gone'])('status %s is refused', (status) => {
    expect(() => validatedListDeliveries({ id: 3, status })).toThrow(
      expect.objectContaining({ kind: 'invalid_argument' }),
    );
  });
});
