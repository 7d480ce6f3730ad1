import { beforeAll, describe, expect, it } from 'vitest';
import type { Business } from '@scanorder/shared/business/business';
import type { MenuTranslations } from '@scanorder/shared/i18n/menu-translations';
import { detailsOf, put, setUpBusiness } from '../../../test/business-fixtures.ts';
import { databaseKinds } from '../../../test/harness.ts';
import { useOwnerTeam } from '../../../test/owner-store.ts';

const BUSINESS = '/api/v1/businesses/restaurant';
const LANGUAGE = `${BUSINESS}/menu-language`;

/** Decision 054, addendum: the owner changes the language a saved menu is written in. */
describe.each(databaseKinds)('changing the menu language on %s', (kind) => {
  const team = useOwnerTeam(kind, { timeout: 120_000 });
  const owner = () => team.owner.client;

  beforeAll(async () => {
    await setUpBusiness(owner(), 'restaurant');
  }, 120_000);

  it('starts English, is changed to Spanish, and translations then go from Spanish', async () => {
    const before = (await owner().get(BUSINESS)).json<Business>();
    expect(before.menuLanguage).toBe('en');
    const saved = await put(owner(), LANGUAGE, { menuLanguage: 'es' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Business>().menuLanguage).toBe('es');
    expect((await owner().get(BUSINESS)).json<Business>().menuLanguage).toBe('es');
    const translations = await owner().get(`${BUSINESS}/menu-translations/en`);
    expect(translations.json<MenuTranslations>().source).toBe('es');
    // Saving the details again keeps the chosen language.
    const details = await put(owner(), BUSINESS, detailsOf('restaurant'));
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json<Business>().menuLanguage).toBe('es');
  });

  it("refuses a language it does not know, or none, with the spec's messages", async () => {
    const unknown = await put(owner(), LANGUAGE, { menuLanguage: 'fr' });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Please enter valid Menu language' },
    });
    const none = await put(owner(), LANGUAGE, {});
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Menu language field is required' },
    });
  });

  it('another account cannot change it, nor can a member who does not manage the business', async () => {
    await put(owner(), LANGUAGE, { menuLanguage: 'es' });
    const other = team.other.client;
    // The other account has no restaurant: its request reaches only its own (none).
    const theirs = await put(other, LANGUAGE, { menuLanguage: 'en' });
    expect(theirs.statusCode, theirs.body).toBe(404);
    const member = await put(team.member.client, LANGUAGE, { menuLanguage: 'en' });
    expect(member.statusCode, member.body).toBe(403);
    expect((await owner().get(BUSINESS)).json<Business>().menuLanguage).toBe('es');
  });
});
