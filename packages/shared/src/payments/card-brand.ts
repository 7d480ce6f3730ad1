/**
 * A card brand as people write it: providers name brands in lower case ("visa" reads "Visa").
 * On its own, so the guest's pages take it without the payment schemas.
 */
export function cardBrandName(brand: string): string {
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}
