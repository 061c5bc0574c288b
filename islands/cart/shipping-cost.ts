/**
 * What a shipping price reads as: the money, or the page language's "Free" when it costs
 * nothing (spec: money shown as free takes a free label), so the checkout's options, the cart's
 * and checkout's totals and the cart v2 estimate agree wherever shipping is shown.
 */
export function shippingCostText(cents: number, format: (cents: number) => string, free: string): string {
  return cents === 0 ? free : format(cents);
}
