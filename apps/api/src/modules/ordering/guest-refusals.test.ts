import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, TestClient, uniqueIp } from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import { addItem, orderRequest, paneerTikka } from '../../../test/ordering-fixtures.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

const PLACE = '/api/v1/public/orders';
const RESTAURANT = '/api/v1/businesses/restaurant';

interface Refused {
  error: { code: string; message: string; field?: string; key?: string; values?: unknown };
}

/**
 * A refusal built with values (a dish's name, a number) keeps the spec's English as its message
 * and carries its key and values, so the guest's page words it in the guest's language: a Spanish
 * or Arabic guest read these in English (decision 038's "not translated until keyed").
 */
describe.each(databaseKinds)('guest refusals with values, keyed, on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant', { timeout: 120_000 });
  let itemId: string;
  let customer: TestClient;

  beforeAll(async () => {
    itemId = (await addItem(shop.owner.client, 'restaurant', paneerTikka({ selectors: [] }))).id;
    customer = new TestClient(shop.test.app, uniqueIp());
  }, 120_000);

  async function refused(lines: unknown[]) {
    const answer = await customer.post(PLACE, orderRequest(shop.store, { lines } as never));
    expect(answer.statusCode, answer.body).toBe(400);
    return answer.json<Refused>().error;
  }

  it('names an item sold out since the page loaded by key and name', async () => {
    const availability = `${RESTAURANT}/menu-items/${itemId}/availability`;
    const saved = await put(shop.owner.client, availability, {
      availability: 'Not Available Indefinitely',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      expect(await refused([{ menuItemId: itemId, quantity: 1 }])).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Paneer Tikka is not available right now',
        field: 'lines.0',
        key: '{{name}} is not available right now',
        values: { name: 'Paneer Tikka' },
      });
    } finally {
      await put(shop.owner.client, availability, { availability: 'Available' });
    }
  });

  it("keys an item's broken option rule with both names", async () => {
    const spiced = (await addItem(shop.owner.client, 'restaurant', paneerTikka())).id;
    const error = await refused([{ menuItemId: spiced, quantity: 1 }]);
    expect(error.message).toBe('Paneer Tikka: Choose one Spice level');
    expect(error.key).toBe('{{item}}: Choose one {{name}}');
    expect(error.values).toEqual({ item: 'Paneer Tikka', name: 'Spice level' });
  });

  it("keys the schema's 'cannot be more than N characters' with its label and number", async () => {
    const error = await refused([
      { menuItemId: itemId, quantity: 1, instruction: 'less oil '.repeat(30) },
    ]);
    expect(error.message).toBe('Instruction cannot be more than 200 characters');
    expect(error.key).toBe('{{label}} cannot be more than {{max}} characters');
    expect(error.values).toEqual({ label: 'Instruction', max: 200 });
  });
});
