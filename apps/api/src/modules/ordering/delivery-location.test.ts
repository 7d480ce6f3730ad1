import { describe, expect, it } from 'vitest';
import type { Business } from '@scanorder/shared/business/business';
import type { Order, OwnerOrder } from '@scanorder/shared/ordering/place-order';
import { databaseKinds, signUpVerifiedOwner, TestClient, uniqueIp } from '../../../test/harness.ts';
import { useTestApp } from '../../../test/owner-store.ts';
import { groceryDetails, put } from '../../../test/business-fixtures.ts';
import { addItem, basmatiRice, orderRequest, setUpStore } from '../../../test/ordering-fixtures.ts';

const GROCERY = '/api/v1/businesses/grocery';

describe.each(databaseKinds)(
  'a grocery store has a location for its delivery radius on %s',
  (kind) => {
    const world = useTestApp(kind);

    it('keeps the coordinates of a grocery store and checks a delivery against them', async () => {
      const owner = await signUpVerifiedOwner(world.test, { serviceName: 'Grocery' });
      const store = await setUpStore(owner.client, 'grocery', {
        pickupDelivery: {
          selfDeliveryEnabled: true,
          deliveryRadiusEnabled: true,
          deliveryRadius: 5,
        },
      });
      // Washington, DC: where the owner stood when pressing "Use my current location".
      const saved = await put(
        owner.client,
        GROCERY,
        groceryDetails({ latitude: 38.9072, longitude: -77.0369 }),
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json<Business>()).toMatchObject({ latitude: 38.9072, longitude: -77.0369 });
      expect((await owner.client.get(GROCERY)).json<Business>()).toMatchObject({
        latitude: 38.9072,
        longitude: -77.0369,
      });

      const rice = await addItem(owner.client, 'grocery', basmatiRice({ variants: [] }));
      const customer = new TestClient(world.test.app, uniqueIp());
      const deliver = (where: { latitude: number; longitude: number }) =>
        customer.post(
          '/api/v1/public/orders',
          orderRequest(store, {
            lines: [{ menuItemId: rice.id, quantity: 1 }],
            customer: {
              firstName: 'Asha',
              lastName: 'Raman',
              mobileNo: '2025550123',
              emailAddress: 'asha@example.com',
              streetAddress: 'Pennsylvania Avenue',
              buildingNumber: '1600',
              stateName: 'DC',
              zipCode: '20500',
            },
            fulfilment: { type: 'delivery', ...where },
          }),
        );
      const tooFar = await deliver({ latitude: 39.2904, longitude: -76.6122 }); // Baltimore
      expect(tooFar.statusCode).toBe(400);
      expect(tooFar.json().error.message).toBe(
        'Your location is outside the delivery area (5 KiloMeter)',
      );
      const near = await deliver({ latitude: 38.8977, longitude: -77.0365 });
      expect(near.statusCode).toBe(201);
      const order = await owner.client.get(`/api/v1/orders/${near.json<Order>().id}`);
      expect(order.json<OwnerOrder>().distanceVerified).toBe(true);
    });

    it('refuses coordinates off the globe with a clear message', async () => {
      const owner = await signUpVerifiedOwner(world.test, { serviceName: 'Grocery' });
      const refused = await put(
        owner.client,
        GROCERY,
        groceryDetails({ latitude: 91, longitude: 0 }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        field: 'latitude',
        message: 'Latitude cannot be more than 90 value',
      });
    });
  },
);
